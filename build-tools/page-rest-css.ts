import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Container, type Node, type Rule } from "postcss";
import { deferredStylesheets, withRestStylesheet } from "../server/critical-css";

/**
 * The rest of a page's stylesheet: the rules of the full stylesheet that the page's inline CSS
 * lacks, in a form the browser applies without restyling the page
 * (docs/decisions/303-page-rest-stylesheet.md).
 *
 * Switched on right after hydration, it styles what React renders later on the same page (an
 * island's message, a state the prerender did not show). It leaves out every rule that would make
 * the browser recompute the style of the whole page when the sheet arrives:
 * - the rules the inline CSS already has (their elements are on the page);
 * - `@font-face` (new faces re-lay out all text) and `@property` (a new registration restyles every
 *   element); a `var(--tw-…)` that the inline CSS does not initialise gets its registered initial
 *   value as the `var()` fallback instead;
 * - the theme's `:root` variables (a change on the root restyles everything it passes to): their
 *   values are written into the rules that read them;
 * - rules on every element or every pseudo-element (`*`, `::placeholder`, `::backdrop`, `html`),
 *   except for print, which the screen never matches.
 * Those arrive with the full stylesheet before the first navigation within the site.
 *
 * The inline CSS comes first in the document, so a rule here wins over an inline one of the same
 * weight even where the full stylesheet orders them the other way. So an inline rule that comes
 * after a kept rule and sets the same kind of property (`padding` for `padding-inline`) is kept
 * here too, after it, as in the full stylesheet.
 */
export function pageRestCss(fullCss: string, inlineCss: string): string {
  const inline = postcss.parse(inlineCss);
  const have = new Set<string>();
  const initialised = new Set<string>();
  const inlineFrames = new Set<string>();
  inline.walkRules((rule) => {
    for (const s of rule.selectors) have.add(contextOf(rule) + normalSelector(s));
  });
  inline.walkDecls(/^--/, (d) => {
    if (d.parent?.type === "rule" && !(d.parent as Rule).selector.includes(":root"))
      initialised.add(d.prop);
  });
  inline.walkAtRules("keyframes", (a) => {
    inlineFrames.add(a.params);
  });

  const full = postcss.parse(fullCss);
  const theme = new Map<string, string>();
  const setElsewhere = new Set<string>();
  const initial = new Map<string, string>();
  full.walkDecls(/^--/, (d) => {
    const rule = d.parent as Rule;
    if (rule.type === "rule" && /^:root,:host$/.test(rule.selector) && inLayer(rule, "theme"))
      theme.set(d.prop, d.value);
    else if (!inLayer(rule, "properties")) setElsewhere.add(d.prop);
  });
  full.walkAtRules("property", (a) => {
    a.walkDecls("initial-value", (d) => {
      initial.set(a.params.trim(), d.value);
    });
  });
  for (const name of setElsewhere) theme.delete(name);

  full.walkAtRules((a) => {
    if (
      a.name === "font-face" ||
      a.name === "property" ||
      (a.name === "layer" && /^(?:properties|theme)$/.test(a.params.trim())) ||
      (a.name === "keyframes" && inlineFrames.has(a.params))
    )
      a.remove();
  });

  const kept: Setter[] = [];
  full.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name)) return;
    // A rule for print may be global: the screen never matches it, so it restyles nothing.
    const selectors = forPrint(rule)
      ? rule.selectors
      : rule.selectors.filter((s) => !isGlobalSelector(s));
    const missing = selectors.filter((s) => !have.has(contextOf(rule) + normalSelector(s)));
    const setters = rule.nodes.flatMap((n) =>
      n.type === "decl" ? selectors.map((s) => setterOf(rule, s, n.prop)) : [],
    );
    const afterKept = setters.some((a) => kept.some((b) => mayOverride(a, b)));
    if (!selectors.length || (!missing.length && !afterKept)) {
      rule.remove();
      return;
    }
    // An inline rule that must win over a kept one before it is kept too, after it.
    rule.selectors = afterKept ? selectors : missing;
    kept.push(...setters);
  });

  full.walkDecls((d) => {
    d.value = withValues(d.value, theme, initial, initialised);
  });
  removeEmpty(full);
  return full.toString().replace(/^\/\*![^*]*\*\/\s*/, "");
}

/** The at-rules around a rule (`@media (width>=48rem){`), as a key prefix. */
function contextOf(rule: Rule): string {
  let key = "";
  for (let p: Node | undefined = rule.parent; p && p.type === "atrule"; p = p.parent) {
    key = `@${(p as AtRule).name} ${(p as AtRule).params}{${key}`;
  }
  return key;
}

/** Whether a rule sits in `@media print` (docs/decisions/346-display-settings-review.md). */
function forPrint(rule: Rule): boolean {
  for (let p: Node | undefined = rule.parent; p && p.type === "atrule"; p = p.parent) {
    if ((p as AtRule).name === "media" && (p as AtRule).params.trim() === "print") return true;
  }
  return false;
}

function inLayer(rule: Rule, name: string): boolean {
  return layerOf(rule) === name;
}

function layerOf(rule: Rule): string {
  for (let p: Node | undefined = rule.parent; p; p = p.parent) {
    if (p.type === "atrule" && (p as AtRule).name === "layer") return (p as AtRule).params.trim();
  }
  return "";
}

/** Beasties writes `:before`, the full stylesheet `::before`; both mean the same. */
function normalSelector(selector: string): string {
  return selector.trim().replace(/::?(before|after)\b/g, "::$1");
}

/**
 * A selector whose last part is every element, every pseudo-element or the root: adding one makes
 * the browser restyle the whole page.
 */
function isGlobalSelector(selector: string): boolean {
  return /^(?:\*|html\b|body\b|:root\b|:host\b|::)/.test(lastCompound(selector));
}

/** The part of a selector after its last combinator: what the matched element itself is. */
function lastCompound(selector: string): string {
  let depth = 0;
  let start = 0;
  const text = selector.trim();
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) start = i + 1;
  }
  return text.slice(start);
}

/** The element type a selector ends in (`a`, `h5`), or `*` for any. */
function lastType(selector: string): string {
  return /^[a-z][\w-]*/.exec(lastCompound(selector))?.[0] ?? "*";
}

/**
 * A selector's specificity as `ids,classes,types`: `:where()` counts nothing, the arguments of
 * `:is()`, `:not()` and `:has()` count as written in place (for Tailwind's selectors, one each).
 */
function specificity(selector: string): string {
  let text = selector;
  for (let i = 0; i < 4 && text.includes(":where("); i++) {
    text = text.replace(/:where\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, "");
  }
  text = text.replace(/:(?:is|not|has)\(/g, "(").replace(/\\./g, "x");
  const ids = (text.match(/#[\w-]+/g) ?? []).length;
  const classes = (text.match(/\.[\w-]+|\[[^\]]*\]|(?<!:):(?!:)[\w-]+/g) ?? []).length;
  const types = (text.match(/(?:^|[\s>+~(,])[a-z][\w-]*|::[\w-]+/g) ?? []).length;
  return `${ids},${classes},${types}`;
}

/** One property set by one selector of a rule: what the order of two rules decides between. */
interface Setter {
  /** Layer and specificity: order decides only between rules equal in both. */
  rank: string;
  /** The element type the selector ends in, `*` for any. */
  type: string;
  /** The at-rules around it (`@media (width>=48rem){`). */
  context: string;
  prop: string;
}

function setterOf(rule: Rule, selector: string, prop: string): Setter {
  return {
    rank: `${layerOf(rule)} ${specificity(selector)}`,
    type: lastType(selector),
    context: contextOf(rule),
    prop: prop.replace(/^-(?:webkit|moz|ms)-/, ""),
  };
}

/**
 * Whether `later` may have to win over `earlier` on one element. Tailwind sorts a responsive
 * variant (`md:top-0`) after the plain utility (`top-4`) and a longhand (`pt-0`) after its
 * shorthand (`p-4`). Two plain utilities for one property on one element are the markup's
 * mistake, and a variant before a plain utility (`.container`'s breakpoints before `max-w-*`) is
 * not Tailwind's pattern: their order is not kept.
 */
function mayOverride(later: Setter, earlier: Setter): boolean {
  if (later.rank !== earlier.rank) return false;
  if (later.type !== earlier.type && later.type !== "*" && earlier.type !== "*") return false;
  if (later.prop === earlier.prop)
    return later.context !== earlier.context && later.context.startsWith(earlier.context);
  return shorthandOf(earlier.prop, later.prop) || shorthandOf(later.prop, earlier.prop);
}

/** Whether `short` sets `long` too (`padding` and `padding-top`, `inset` and `top`). */
function shorthandOf(short: string, long: string): boolean {
  if (long.startsWith(`${short}-`)) return true;
  if (/^inset/.test(short)) return /^(?:top|right|bottom|left|inset-)/.test(long);
  if (short === "border-radius") return /radius$/.test(long);
  if (short === "gap") return /gap$/.test(long);
  if (short === "border") return /^border-/.test(long);
  return false;
}

/**
 * `value` with the theme's variables written out, and a registered `--tw-…` variable that the
 * page's inline CSS does not initialise given its initial value as a fallback.
 */
function withValues(
  value: string,
  theme: Map<string, string>,
  initial: Map<string, string>,
  initialised: Set<string>,
): string {
  let out = value;
  for (let pass = 0; pass < 4 && out.includes("var(--"); pass++) {
    out = replaceVars(out, (name, fallback) => {
      const themed = theme.get(name);
      if (themed !== undefined) return themed;
      const start = initial.get(name);
      if (fallback === undefined && start !== undefined && !initialised.has(name))
        return `var(${name},${start})`;
      return undefined;
    });
  }
  return out;
}

/** Each `var(--name)` or `var(--name,fallback)` in `value`, replaced where `by` gives text. */
function replaceVars(
  value: string,
  by: (name: string, fallback: string | undefined) => string | undefined,
): string {
  let out = "";
  let i = 0;
  for (;;) {
    const at = value.indexOf("var(--", i);
    if (at < 0) return out + value.slice(i);
    let depth = 0;
    let end = at + 3;
    for (; end < value.length; end++) {
      if (value[end] === "(") depth++;
      else if (value[end] === ")" && --depth === 0) break;
    }
    const inner = value.slice(at + 4, end);
    const comma = inner.indexOf(",");
    const name = comma < 0 ? inner.trim() : inner.slice(0, comma).trim();
    const fallback = comma < 0 ? undefined : inner.slice(comma + 1);
    const replaced = by(name, fallback);
    out += value.slice(i, at) + (replaced ?? value.slice(at, end + 1));
    i = end + 1;
  }
}

function removeEmpty(root: Container): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((a) => {
      if (a.nodes && a.nodes.length === 0) {
        a.remove();
        removed = true;
      }
    });
  }
}

/**
 * Writes the rest stylesheet of a page whose critical CSS is inline (`html`, `inlineCss`: from
 * server/critical-css.ts) as `assets/page-<hash>.css`, and names it on the page's deferred
 * stylesheet link (`data-rest`), where the app shell finds it after hydration. Returns the page and
 * the file written (null when the page links no stylesheet), and the stylesheets it links.
 */
export function withPageRestCss(
  clientDir: string,
  html: string,
  inlineCss: string,
): { html: string; file: string | null; hrefs: string[] } {
  const hrefs = deferredStylesheets(html);
  if (!hrefs.length) return { html, file: null, hrefs };
  const full = hrefs.map((href) => readStylesheet(clientDir, href)).join("\n");
  const rest = pageRestCss(full, inlineCss);
  const hash = createHash("sha256").update(rest).digest("base64url").slice(0, 10);
  const href = `/assets/page-${hash}.css`;
  const file = path.join(clientDir, href);
  writeFileSync(file, rest);
  return { html: withRestStylesheet(html, href), file, hrefs };
}

/** Every page links the same stylesheet: it is read once per build. */
const stylesheets = new Map<string, string>();
function readStylesheet(clientDir: string, href: string): string {
  const file = path.join(clientDir, href.replace(/#$/, ""));
  let text = stylesheets.get(file);
  if (text === undefined) stylesheets.set(file, (text = readFileSync(file, "utf8")));
  return text;
}
