import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createCriticalCss,
  propertiesAsFallback,
  pruneUnusedProperties,
  withoutLateMedia,
  withoutRepeatedDeclarations,
} from "../../server/critical-css";

const SHEET = [
  '@font-face{font-family:Inter;font-display:swap;src:url(/assets/inter.woff2)format("woff2")}',
  "@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}",
  ":root{--color-used:#123;--color-unused:#456}",
  ".text-used{color:var(--color-used)}",
  ".text-elsewhere{color:var(--color-unused)}",
  ":where(.space-y-8>:not(:last-child)){margin-top:2rem}",
  ".\\[\\&\\>svg\\]\\:hidden>svg{display:none}",
  ".aria-expanded\\:bg-x[aria-expanded=true]{color:red}",
  ".group-open\\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *){rotate:180deg}",
  '@property --tw-unused{syntax:"*";inherits:false}',
  "body:has(.holds-input) .text-used{display:none}",
  "body:has(.entry-field:focus) .text-used{opacity:0}",
  ".has-checked\\:x:has(:checked){color:blue}",
  "html:not([data-unanswered]){scroll-padding-bottom:9rem}",
  "html:has(dialog:modal){overflow:hidden}",
  "html:not([data-unanswered]) .text-nowhere{color:green}",
].join("");

function buildDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.css"), SHEET);
  return dir;
}

const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/app.css#"/></head><body>',
  '<div class="text-used space-y-8"><p>a</p><p>b</p></div><div class="[&amp;&gt;svg]:hidden"><svg></svg></div>',
  '<button aria-expanded="false" class="aria-expanded:bg-x">menu</button>',
  '<details class="group"><summary><svg class="group-open:rotate-180"></svg></summary></details>',
  '<label class="has-checked:x"><input type="checkbox"/></label>',
  "</body></html>",
].join("");

describe("critical CSS", () => {
  it("inlines the rules the page's markup uses, including states reached by interaction", async () => {
    const { html, css } = await createCriticalCss(buildDir())(PAGE);
    expect(css).toContain(".text-used{");
    expect(css).toContain(":where(.space-y-8>:not(:last-child))");
    expect(css).toContain(">svg{display:none}");
    expect(css).toContain("[aria-expanded=true]");
    expect(css).toContain("rotate:180deg");
    expect(css).not.toContain(".text-elsewhere");
    expect(html).toContain(`<style>${css}</style>`);
  });

  it("inlines a rule on the root in some state, which Beasties alone would drop as matching nothing", async () => {
    const { css } = await createCriticalCss(buildDir())(PAGE);
    expect(css).toContain("html:not([data-unanswered]){scroll-padding-bottom:9rem}");
    expect(css).toContain("html:has(dialog:modal){overflow:hidden}");
    // What follows the root still has to be on the page.
    expect(css).not.toContain(".text-nowhere");
  });

  it("keeps the font faces inline (the web font is used only on pages marked before their first paint)", async () => {
    const { css } = await createCriticalCss(buildDir())(PAGE);
    expect(css).toContain("font-family:Inter Fallback");
    expect(css).toContain("src:url(/assets/inter.woff2)");
  });

  it("keeps a rule for pages that have something only on a page that has it; an element's :has() as before", async () => {
    const { css } = await createCriticalCss(buildDir())(PAGE);
    expect(css).not.toContain(".holds-input");
    expect(css).toContain(":has(:checked)");
    const holding = PAGE.replace("</body>", '<form class="holds-input"></form></body>');
    expect((await createCriticalCss(buildDir())(holding)).css).toContain(
      "body:has(.holds-input) .text-used",
    );
    // The same with a state of the thing: a rule for pages with a text field in focus.
    expect(css).not.toContain(".entry-field");
    const typing = PAGE.replace("</body>", '<form><input class="entry-field"></form></body>');
    expect((await createCriticalCss(buildDir())(typing)).css).toContain(
      "body:has(.entry-field:focus) .text-used",
    );
  });

  it("defers the full stylesheet (same href, for hydration) with a no-JS fallback", async () => {
    const { html } = await createCriticalCss(buildDir())(PAGE);
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/app.css#"\/><\/head>/);
    // An unknown type: no browser fetches it before hydration (disabled alone, Chromium 150 does).
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css#" type="text/x-after-hydration" disabled=""/>',
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/app.css#"/></noscript>');
  });

  it("leaves the contrast themes' and print rules to the stylesheets, nested blocks and all", () => {
    expect(
      withoutLateMedia(
        ".a{color:red}@media (forced-colors:active){.b{border-width:1px}[x]{outline:0}}.c{}" +
          "@layer u{@media (forced-colors:active){.d{border:0}}.e{top:0}@media print{.f{display:none}}}" +
          "@media print{*,:before{color:#000!important}}.g{}",
      ),
    ).toBe(".a{color:red}.c{}@layer u{.e{top:0}}.g{}");
  });

  it("drops custom properties and @property rules nothing reads", () => {
    const out = pruneUnusedProperties(
      ':root{--a:1px;--b:var(--a);--c:2px}.x{width:var(--b)}@property --d{syntax:"*";inherits:false}.y{}',
    );
    expect(out).toBe(":root{--a:1px;--b:var(--a)}.x{width:var(--b)}");
  });

  it("keeps Tailwind's property fallbacks for every browser instead of the @property rules", () => {
    const css =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-a:0;--tw-b:solid}}}" +
      '.x{translate:var(--tw-a)}@property --tw-a{syntax:"*";inherits:false;initial-value:0}' +
      '@property --tw-b{syntax:"*";inherits:false;initial-value:solid}@property --tw-c{syntax:"*";inherits:false}';
    expect(propertiesAsFallback(css)).toBe(
      "@layer properties{*,:before,:after{--tw-a:0;--tw-b:solid}}.x{translate:var(--tw-a)}" +
        '@property --tw-c{syntax:"*";inherits:false}',
    );
    expect(propertiesAsFallback(".x{color:red}")).toBe(".x{color:red}");
  });
});

describe("withoutRepeatedDeclarations", () => {
  it("drops a declaration that repeats the one before it, and nothing else", () => {
    expect(
      withoutRepeatedDeclarations(
        "a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}",
      ),
    ).toBe("a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}");
    // A repeat after another declaration may undo a shorthand in between: it stays.
    const apart =
      ".x{text-decoration-line:underline;text-decoration:none;text-decoration-line:underline}";
    expect(withoutRepeatedDeclarations(apart)).toBe(apart);
    const nested = "@media (width>=40rem){.a{gap:1rem;gap:1rem}.b{gap:1rem}}";
    expect(withoutRepeatedDeclarations(nested)).toBe(
      "@media (width>=40rem){.a{gap:1rem}.b{gap:1rem}}",
    );
  });
});
