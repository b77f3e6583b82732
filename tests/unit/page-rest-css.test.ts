import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageRestCss, withPageRestCss } from "../../build-tools/page-rest-css";
import { inlineCriticalCss } from "../../server/critical-css";

const FULL = [
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)format("woff2")}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  "@layer properties{@supports (x:y){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}}}",
  "@layer theme{:root,:host{--color-brand:#1d40b0;--font-sans:Inter Fallback,sans-serif;--spacing:.25rem}}",
  "@layer base{*,:after,:before{box-sizing:border-box}::placeholder{opacity:1}hr{height:0}a{color:inherit}",
  "@media print{*,:before,:after{color:#000!important}}}",
  "@layer utilities{",
  ".p-4{padding:calc(var(--spacing)*4)}",
  ".pt-0{padding-top:0}",
  ".text-brand{color:var(--color-brand)}",
  ".text-red{color:red}",
  ".shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-ring),var(--tw-shadow)}",
  ".top-4{top:1rem}",
  ".font-sans{font-family:var(--font-sans)}",
  "@media (width>=48rem){.md\\:top-0{top:0}.md\\:text-red{color:red}}",
  "}",
].join("");

/** What the critical-CSS step inlined for a page with `.pt-0`, `.text-brand`, `.md:top-0`, `a`. */
const INLINE = [
  "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}",
  "@layer theme{:root,:host{--color-brand:#1d40b0;--spacing:.25rem}}",
  "@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}",
  "@layer utilities{.pt-0{padding-top:0}.text-brand{color:var(--color-brand)}",
  "@media (width>=48rem){.md\\:top-0{top:0}}}",
].join("");

describe("a page's rest stylesheet", () => {
  const rest = pageRestCss(FULL, INLINE);

  it("holds the rules the inline CSS lacks, and none it has", () => {
    expect(rest).toContain(".text-red{color:red}");
    expect(rest).toContain(".top-4{top:1rem}");
    expect(rest).toContain(".md\\:text-red{color:red}");
    expect(rest).not.toContain(".text-brand");
    expect(rest).not.toContain("a{color:inherit}");
  });

  it("leaves out what would restyle the whole page: fonts, registrations, the root, every element", () => {
    for (const global of [
      "@font-face",
      "@property",
      ":root",
      "@layer properties",
      // The rule on every element (`*,:after,:before`).
      "box-sizing",
      "::placeholder",
    ]) {
      expect(rest).not.toContain(global);
    }
    // A rule for an element type the page may not have stays: only those elements restyle.
    expect(rest).toContain("hr{height:0}");
  });

  it("keeps print's rules on every element: the screen never matches them", () => {
    expect(rest).toContain("@media print{*,:before,:after{color:#000!important}}");
  });

  it("writes the theme's values into the rules that read them", () => {
    expect(rest).toContain(".p-4{padding:calc(.25rem*4)}");
    expect(rest).toContain(".font-sans{font-family:Inter Fallback,sans-serif}");
  });

  it("gives a registered variable the inline CSS does not set its initial value as a fallback", () => {
    // `--tw-shadow` is set on every element by the inline CSS; `--tw-ring` is not.
    expect(rest).toContain("box-shadow:var(--tw-ring,0 0 #0000),var(--tw-shadow)");
  });

  it("repeats an inline rule after a kept one that it must still win over", () => {
    // `.pt-0` (inline) comes after `.p-4` (kept) in the full stylesheet: on one element the longhand
    // wins, so it is repeated after `.p-4`. `.md:top-0` must win over `.top-4` the same way.
    const order = (s: string) => rest.indexOf(s);
    expect(order(".pt-0{")).toBeGreaterThan(order(".p-4{"));
    expect(order(".md\\:top-0{")).toBeGreaterThan(order(".top-4{"));
    // An inline rule nothing kept competes with is not repeated.
    expect(rest).not.toContain(".text-brand");
  });

  it("is written as a content-named file and named on the page's deferred stylesheet link", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rest-css-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "app.css"), FULL);
    const page = inlineCriticalCss(
      '<html><head><link rel="stylesheet" href="/assets/app.css#"/></head><body></body></html>',
      INLINE,
    );
    const { html, file } = withPageRestCss(dir, page, INLINE);
    const href = /data-rest="(\/assets\/page-[\w-]+\.css)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(file).toBe(path.join(dir, href!));
    expect(readFileSync(file!, "utf8")).toBe(rest);
    // The `<noscript>` copy stays a plain link to the full stylesheet.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/app.css#"/></noscript>');
  });
});
