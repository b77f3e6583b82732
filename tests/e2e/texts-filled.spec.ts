import { expect, test } from "./support/test";
import { everyPagePath } from "./support/site-paths";

/**
 * Every `{name}` in a text is filled before a visitor (or a search engine reading the meta
 * description) sees it: the studio's numbers come from its content, not from the texts, so a
 * text that names one without its value would show the bare placeholder.
 */
test("no page shows an unfilled {placeholder}, in its text or its attributes", async ({
  request,
}) => {
  const found: string[] = [];
  for (const path of everyPagePath()) {
    const html = await (await request.get(encodeURI(path))).text();
    // Scripts carry the islands' message templates, styles have braces of their own.
    const visible = html
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<style\b[\s\S]*?<\/style>/g, "");
    for (const [placeholder] of visible.matchAll(/\{[\w.]+\}/g))
      found.push(`${path}: ${placeholder}`);
  }
  expect(found).toEqual([]);
});
