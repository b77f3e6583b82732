import { describe, expect, it } from "vitest";
import { cssShapeOf } from "../../server/ssr-handler";

describe("a rendered page's CSS shape (what its cached critical CSS is keyed by)", () => {
  const page = (path: string, extra = "") =>
    `<main><h1 class="text-3xl font-bold">404</h1><p class="mt-2">No page at ${path}</p>${extra}</main>`;

  it("is the same for pages that differ only in text", () => {
    expect(cssShapeOf(page("/en/a"))).toBe(cssShapeOf(page("/en/something-else")));
  });

  it("changes with an element, a class, an attribute or an input type", () => {
    const base = cssShapeOf(page("/en/a"));
    expect(cssShapeOf(page("/en/a", "<ul></ul>"))).not.toBe(base);
    expect(cssShapeOf(page("/en/a", '<p class="text-red-700"></p>'))).not.toBe(base);
    expect(cssShapeOf(page("/en/a", "<p hidden></p>"))).not.toBe(
      cssShapeOf(page("/en/a", "<p></p>")),
    );
    expect(cssShapeOf('<input type="text">')).not.toBe(cssShapeOf('<input type="email">'));
  });
});
