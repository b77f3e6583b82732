import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Honeypot } from "~/components/ui/form-field";

/**
 * A filled honeypot is never delivered (docs/decisions/140-spam-policy.md), so a person's browser or
 * password manager must have every reason to leave it alone.
 */
describe("the honeypot field", () => {
  const html = renderToStaticMarkup(<Honeypot id="hp" label="Leave this field empty" />);
  const input = /<input[^>]*>/.exec(html)?.[0] ?? "";

  it("is the field the server reads, out of sight, out of the Tab order and of the accessibility tree", () => {
    expect(input).toContain('name="website"');
    expect(input).toContain('tabindex="-1"');
    expect(html).toMatch(/^<div aria-hidden="true"/);
  });

  it("opts out of browser autofill and of the password managers' fillers", () => {
    for (const attr of [
      'autoComplete="off"',
      "data-1p-ignore",
      'data-lpignore="true"',
      "data-bwignore",
      'data-form-type="other"',
    ])
      expect(input.toLowerCase()).toContain(attr.toLowerCase());
  });
});
