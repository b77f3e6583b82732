import { readFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { decodeHTMLAttribute } from "entities";

/**
 * Build step for prerendered pages: each page carries the CSS its own markup uses inline, so the
 * first paint waits for no stylesheet request (docs/decisions/160-critical-css-inline.md).
 *
 * Beasties keeps every rule whose selector matches an element of the page (hidden menus, dialogs
 * and form messages included, as they are in the markup). The full stylesheet is still linked
 * twice: `disabled` (not fetched; React's hydration matches the link by rel and href; the app
 * enables it at the first navigation to another page, and links the page's smaller rest
 * stylesheet once hydrated: docs/decisions/303-page-rest-stylesheet.md, amending 222) and in
 * `<noscript>` for visitors without JavaScript. The web font's `@font-face` rules are inline too, but text uses the font only on a
 * page marked before its first paint (docs/decisions/280-web-font-from-the-next-page.md): a first
 * visit paints with the metric-matched fallback and never waits for (or races) the font.
 */
class PageCss extends Beasties {
  /**
   * States a visitor reaches by interacting (`[open]`, `aria-expanded`, `data-state`) count as
   * present, so an opened menu is styled before the full stylesheet is there.
   */
  normalizeCssSelector(selector: string): string {
    let stateless = selector.replace(
      /(?<!\\)\[(?:open|aria-[\w-]+|data-[\w-]+)(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[^\]]*))?\]/g,
      "",
    );
    // A state negated (`html:not([data-hydrated]) .x`, the cookie banner's reveal before its code
    // runs) counts as present too: the rule must be there before hydration, when the full
    // stylesheet is not (docs/decisions/222-full-stylesheet-after-hydration.md).
    stateless = stateless.replace(/:not\(\s*\)/g, "").replace(/^\s*([>+~])/, "* $1");
    // A rule for pages that have something (`body:has(.holds-input) …`, in some state:
    // `body:has(.entry-field:focus) …`) is needed by pages that have it: Beasties would drop the
    // `:has()` and keep the rule on every page. (A `:has()` on an element, `has-checked:`, still
    // counts as the element alone.)
    const pageHas = /^(?:html|body):has\((\.[\w-]+)(?::[\w-]+)*\)/.exec(stateless);
    if (pageHas) stateless = pageHas[1]!;
    // Tailwind wraps whole selectors in `:where(...)` (`space-y-8`, `divide-y`); Beasties would strip
    // the wrapper as a pseudo-class and drop the rule, so unwrap a leading one first.
    for (let i = 0; i < 4 && /^:(?:where|is)\(/.test(stateless); i++) {
      stateless = stateless.replace(/^:(?:where|is)\(((?:[^()]|\([^()]*\))*)\)/, "$1");
    }
    const normal = (Beasties.prototype as unknown as PageCss).normalizeCssSelector.call(
      this,
      stateless,
    );
    // The root in some state (`html:not([data-consent])`, `html:has(dialog:modal)`): Beasties looks
    // for matches inside the body only, where the root never is, so ask for any element instead.
    return normal === "html" ? "*" : normal;
  }
}

/**
 * Drops the rules for contrast themes (`@media (forced-colors:active)`) and for print
 * (`@media print`) from a page's inline CSS: the same on every page and used by few (or after the
 * page is read), they come with the page's rest stylesheet once it has hydrated, or with the full
 * stylesheet without JavaScript, not in every first round trip
 * (docs/decisions/338-focus-and-state-in-every-colour-scheme.md,
 * docs/decisions/346-display-settings-review.md).
 */
export function withoutLateMedia(css: string): string {
  let out = css;
  for (const head of ["@media (forced-colors:active){", "@media print{"]) {
    for (let at = out.indexOf(head); at >= 0; at = out.indexOf(head, at)) {
      let depth = 0;
      let end = at + head.length - 1;
      for (; end < out.length; end++) {
        if (out[end] === "{") depth++;
        else if (out[end] === "}" && --depth === 0) break;
      }
      out = out.slice(0, at) + out.slice(end + 1);
    }
  }
  return out;
}

/** Drops custom properties (and their `@property` rules) that nothing in `css` reads. */
export function pruneUnusedProperties(css: string): string {
  let out = css;
  for (let pass = 0; pass < 4; pass++) {
    const used = new Set([...out.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
    const before = out.length;
    out = out.replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) =>
      used.has(name) ? rule : "",
    );
    // A declaration `--name:value` inside a block, ended by `;` or the block's `}`.
    out = out.replace(/([{;])(--[\w-]+):((?:[^;{}"]|"[^"]*")*)(?=[;}])/g, (decl, lead, name) =>
      used.has(name as string) ? decl : lead,
    );
    out = out.replace(/\{;+/g, "{").replace(/;;+/g, ";").replace(/;\}/g, "}");
    out = out.replace(/(^|[{};])[^{};@]+\{\}/g, "$1");
    out = out.replace(/@(?:supports|media|layer)[^{};]*\{\}/g, "");
    if (out.length === before) break;
  }
  return out;
}

/**
 * Drops a declaration that repeats the one just before it in the same rule: the minifier writes
 * `-webkit-text-decoration:inherit` four times in a row in the preflight's `a` rule. Only
 * adjacent repeats go, so no shorthand between two copies changes what the second one means.
 */
export function withoutRepeatedDeclarations(css: string): string {
  return css.replace(/\{([^{}]*)\}/g, (_, body: string) => {
    const kept = body.split(";").filter((d, i, all) => d === "" || d !== all[i - 1]);
    return `{${kept.join(";")}}`;
  });
}

/**
 * Tailwind declares each of its internal custom properties twice: an `@property` rule with its
 * initial value, and, for browsers without `@property`, the same value on every element inside
 * `@layer properties{@supports (…){*,:before,:after{…}}}`. The page's inline CSS keeps only the
 * second, for every browser: the same values, a few hundred bytes less in each page's first round
 * trip (docs/decisions/250-html-in-one-round-trip.md). An `@property` without a fallback
 * declaration stays. The full stylesheet keeps Tailwind's own form.
 */
export function propertiesAsFallback(css: string): string {
  const layer = /@layer properties\{@supports [^{]*\{(\*,:before,:after[^{]*\{([^}]*)\})\}\}/.exec(
    css,
  );
  if (!layer) return css;
  const declared = new Set([...layer[2]!.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));
  return css
    .replace(layer[0], `@layer properties{${layer[1]}}`)
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) =>
      declared.has(name) ? "" : rule,
    );
}

/**
 * The `@font-face` rules, all inline: the metric-matched local fallback, and the web font's faces,
 * which the browser fetches only when text uses them, i.e. on a page whose head script marked
 * `<html data-font>` because an earlier page already fetched the font
 * (docs/decisions/280-web-font-from-the-next-page.md).
 */
function fontFaces(css: string): string[] {
  return (
    [...css.matchAll(/@font-face\{[^}]*\}/g)]
      .map((m) => m[0])
      // Latin Extended (ł, ő, …) is in none of the site's texts: its face stays in the full
      // stylesheet, and the first paint saves its ~100 bytes.
      .filter((rule) => !rule.includes("latin-ext"))
  );
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"[^>]*>/g;

export interface CriticalCss {
  /** The page with its critical CSS inline and the full stylesheet deferred. */
  html: string;
  /** The inline CSS, for the page's Content-Security-Policy. */
  css: string;
}

export function createCriticalCss(clientDir: string): (html: string) => Promise<CriticalCss> {
  const beasties = new PageCss({
    path: clientDir,
    publicPath: "/",
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: "error",
  });
  return async (html) => {
    const links = [...html.matchAll(STYLESHEET)];
    if (!links.length) return { html, css: "" };
    // Only Beasties' verdict is taken: the page itself is edited as text, so the markup React
    // hydrates stays byte for byte what the prerender wrote.
    // Its HTML parser keeps entities in attributes: decode them in class names (`[&>svg]:hidden`).
    const processed = await beasties.process(
      html.replace(
        /class="([^"]*)"/g,
        (_, names: string) => `class="${decodeHTMLAttribute(names)}"`,
      ),
    );
    const found = /<style>([\s\S]*?)<\/style>/.exec(processed);
    if (!found) throw new Error("critical-css: no inline CSS produced");
    const faces = links.flatMap((m) =>
      fontFaces(readFileSync(path.join(clientDir, m[1]!.replace(/#$/, "")), "utf8")),
    );
    const css =
      faces.join("") +
      propertiesAsFallback(
        pruneUnusedProperties(withoutRepeatedDeclarations(withoutLateMedia(found[1]!))),
      );
    return { html: inlineCriticalCss(html, css), css };
  };
}

/** Whether the page links a stylesheet (the critical CSS step has something to do). */
export function linksStylesheet(html: string): boolean {
  return new RegExp(STYLESHEET.source).test(html);
}

/** A stylesheet type no browser knows: such a link is not fetched until the type goes. */
export const DEFERRED_STYLESHEET_TYPE = "text/x-after-hydration";

/** The addresses of the page's deferred stylesheets (`inlineCriticalCss`), in document order. */
export function deferredStylesheets(html: string): string[] {
  return [...html.matchAll(DEFERRED_LINK)].map((m) => m[1]!);
}

/**
 * The page with its first deferred stylesheet link naming `href`, the rules of the stylesheet the
 * inline CSS lacks, which the app shell switches on after hydration
 * (docs/decisions/303-page-rest-stylesheet.md).
 */
export function withRestStylesheet(html: string, href: string): string {
  return html.replace(new RegExp(DEFERRED_LINK.source), (link) =>
    link.replace(" disabled=", ` data-rest="${href}" disabled=`),
  );
}

const DEFERRED_LINK = new RegExp(
  `<link rel="stylesheet" href="([^"]+)" type="${DEFERRED_STYLESHEET_TYPE}"[^>]*>`,
  "g",
);

/**
 * The page with `css` inline where its first stylesheet link was, and every stylesheet link made
 * inert (an unknown type, `disabled`; enabled once hydrated) with a `<noscript>` copy for visitors
 * without JavaScript.
 */
export function inlineCriticalCss(html: string, css: string): string {
  let first = true;
  return html.replace(STYLESHEET, (_, href: string) => {
    const style = first ? `<style>${css}</style>` : "";
    first = false;
    // The same href React renders: hydration matches this link by its rel and href. The type no
    // browser reads keeps it from being fetched at all: `disabled` alone is fetched by Chromium
    // 150 (docs/decisions/222-full-stylesheet-after-hydration.md).
    return `${style}<link rel="stylesheet" href="${href}" type="${DEFERRED_STYLESHEET_TYPE}" disabled=""/><noscript><link rel="stylesheet" href="${href}"/></noscript>`;
  });
}
