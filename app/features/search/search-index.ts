/**
 * The site-search index (docs/decisions/015-site-search-from-the-built-pages.md): built from the
 * prerendered HTML at build time, one small JSON file per language, fetched by the browser only
 * when a visitor searches.
 */

export interface SearchSection {
  /** Anchor to link to, when the section has one. */
  id?: string;
  heading: string;
  text: string;
}

export interface SearchEntry {
  path: string;
  title: string;
  description: string;
  /** Text before the first sub-heading (the page intro). */
  intro: string;
  sections: SearchSection[];
}

/** Where the index of a language is served from. */
export function searchIndexUrl(lang: string): string {
  return `/search/${lang}.json`;
}

/** Why: enough text per section to match on, small enough to keep each index a few KB. */
export const SECTION_TEXT_LIMIT = 400;

const SKIP = new Set([
  "script",
  "style",
  "svg",
  "noscript",
  "template",
  "select",
  "textarea",
  "nav",
]);
const VOID = new Set(["br", "hr", "img", "input", "meta", "link", "source", "wbr", "area", "col"]);
const HEADINGS = new Set(["h1", "h2", "h3"]);
/** Inline elements do not separate words; every other element does. */
const INLINE = new Set([
  "a",
  "b",
  "strong",
  "em",
  "i",
  "span",
  "small",
  "code",
  "abbr",
  "time",
  "sup",
  "sub",
  "mark",
]);

/** A class that displays an element as a block of its own (Tailwind display utilities). */
const BLOCK_CLASS = /\sclass="(?:[^"]*\s)?(?:block|flex|grid|inline-block)(?:\s[^"]*)?"/i;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[code.toLowerCase()] ?? m;
  });
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attrs);
  return m ? decodeEntities(m[1] ?? "") : undefined;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const limit = (s: string, max: number) => (s.length > max ? `${s.slice(0, max).trimEnd()}…` : s);

/**
 * Reads one prerendered page: its title, description and the headings and text inside <main>.
 * Decorative (aria-hidden) parts, scripts and form controls are left out.
 */
export function extractSearchEntry(html: string, path: string): SearchEntry {
  const title = decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "");
  const description = attr(/<meta[^>]+name="description"[^>]*>/i.exec(html)?.[0] ?? "", "content");
  const start = html.search(/<main[\s>]/i);
  const end = html.lastIndexOf("</main>");
  const main = start >= 0 && end > start ? html.slice(start, end) : "";

  const open: { tag: string; id?: string; separates: boolean }[] = [];
  let skipDepth = 0;
  let h1 = "";
  let intro = "";
  let heading: { tag: string; id?: string; text: string } | null = null;
  const sections: SearchSection[] = [];

  const append = (text: string) => {
    if (heading) heading.text += text;
    else if (sections.length > 0) sections[sections.length - 1]!.text += text;
    else intro += text;
  };

  for (const m of main.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(\/?)>|([^<]+)/g)) {
    const [, closing, rawTag, attrs = "", selfClosing, text] = m;
    if (text !== undefined) {
      if (skipDepth === 0) append(decodeEntities(text));
      continue;
    }
    const tag = (rawTag ?? "").toLowerCase();
    if (closing) {
      const index = open.map((o) => o.tag).lastIndexOf(tag);
      if (index === -1) continue;
      const removed = open.splice(index);
      const separates = removed[0]?.separates ?? !INLINE.has(tag);
      if (skipDepth > 0)
        skipDepth = Math.max(0, skipDepth - removed.filter((o) => o.id === "\0skip").length);
      if (heading && heading.tag === tag) {
        const headingText = clean(heading.text);
        if (tag === "h1" && !h1) h1 = headingText;
        else if (headingText) sections.push({ id: heading.id, heading: headingText, text: "" });
        heading = null;
      }
      if (separates) append(" ");
      continue;
    }
    if (VOID.has(tag) || selfClosing) {
      append(" ");
      continue;
    }
    const skip = skipDepth > 0 || SKIP.has(tag) || /\saria-hidden="true"/i.test(attrs);
    const id = attr(attrs, "id");
    // An inline element laid out as a block (a heading's lines) separates words too.
    const separates = !INLINE.has(tag) || BLOCK_CLASS.test(attrs);
    open.push({ tag, id: skip ? "\0skip" : id, separates });
    if (skip) {
      skipDepth++;
      continue;
    }
    if (separates) append(" ");
    if (HEADINGS.has(tag)) {
      const anchor = id ?? [...open].reverse().find((o) => o.id && o.id !== "main")?.id;
      heading = { tag, id: anchor, text: "" };
    }
  }

  return {
    path,
    title: h1 || clean(title),
    description: clean(description ?? ""),
    intro: limit(clean(intro), SECTION_TEXT_LIMIT),
    sections: sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      heading: s.heading,
      text: limit(clean(s.text), SECTION_TEXT_LIMIT),
    })),
  };
}
