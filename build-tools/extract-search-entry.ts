/**
 * Build-time reader of one prerendered page for the site-search index
 * (docs/decisions/015-site-search-from-the-built-pages.md). It walks the page with a real HTML
 * parser (htmlparser2: entities decoded, comments dropped) and keeps only text a visitor sees in
 * <main>: no tooltips, closed popovers and dialogs, hidden or aria-hidden parts, scripts or form
 * controls, the forms that send something, live status lines, and parts marked `data-nosnippet`
 * (as search engines read it).
 */
import { Parser } from "htmlparser2";
import {
  SECTION_TEXT_LIMIT,
  type SearchEntry,
  type SearchSection,
} from "../app/features/search/search-index";

/** Elements whose content is never page text. */
const SKIP = new Set([
  "script",
  "style",
  "svg",
  "noscript",
  "template",
  "select",
  "textarea",
  "nav",
  "dialog",
  "button",
]);
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
/** A class that lays an element out as a block of its own (Tailwind display utilities). */
const BLOCK_CLASS = /(?:^|\s)(?:block|flex|grid|inline-block|inline-flex|inline-grid)(?:\s|$)/;
/** A flex or grid container: each child is a box of its own ("Email" over "hello@…" on the card). */
const CONTAINER_CLASS = /(?:^|\s)(?:flex|grid|inline-flex|inline-grid)(?:\s|$)/;

/** Text that is not shown with the page: decorative, hidden, or shown only on demand. */
function isHidden(name: string, attrs: Record<string, string>): boolean {
  return (
    SKIP.has(name) ||
    attrs["aria-hidden"] === "true" ||
    attrs.hidden !== undefined ||
    attrs.popover !== undefined ||
    attrs.role === "tooltip" ||
    attrs.role === "dialog" ||
    // A live count ("Showing 8 of 8 projects") is a control's state, not the page's text.
    attrs.role === "status" ||
    // Words for screen readers only ("(view larger)" after each photo): the standard mark.
    attrs["data-nosnippet"] !== undefined ||
    // A form that sends something (a message, a booking): its labels ("Name Email Phone") are not
    // the page's text. The calculator, a form that only shows prices (get), is.
    (name === "form" && attrs.method?.toLowerCase() === "post")
  );
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const limit = (s: string, max: number) => (s.length > max ? `${s.slice(0, max).trimEnd()}…` : s);

type Open = { name: string; id?: string; skip: boolean; separates: boolean; container: boolean };

export function extractSearchEntry(html: string, path: string): SearchEntry {
  let title = "";
  let description = "";
  let inTitle = false;
  let inMain = 0;
  const open: Open[] = [];
  let skipDepth = 0;
  let h1 = "";
  let intro = "";
  let heading: { name: string; id?: string; text: string } | null = null;
  const sections: SearchSection[] = [];

  const append = (text: string) => {
    if (heading) heading.text += text;
    else if (sections.length > 0) sections[sections.length - 1]!.text += text;
    else intro += text;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "title" && !inMain) inTitle = true;
        if (name === "meta" && attrs.name === "description") description = attrs.content ?? "";
        if (name === "main") inMain++;
        if (!inMain) return;
        const skip = skipDepth > 0 || isHidden(name, attrs);
        const separates =
          !INLINE.has(name) || BLOCK_CLASS.test(attrs.class ?? "") || !!open.at(-1)?.container;
        const container = CONTAINER_CLASS.test(attrs.class ?? "");
        open.push({ name, id: attrs.id, skip, separates, container });
        if (skip) {
          skipDepth++;
          return;
        }
        if (separates) append(" ");
        if (HEADINGS.has(name)) {
          const anchor = attrs.id ?? [...open].reverse().find((o) => o.id && o.id !== "main")?.id;
          heading = { name, id: anchor, text: "" };
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (inMain && skipDepth === 0) append(text);
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
        if (!inMain) return;
        const node = open.pop();
        if (!node) return;
        if (node.skip) {
          skipDepth--;
          if (name === "main") inMain--;
          return;
        }
        if (heading && heading.name === name) {
          const text = clean(heading.text);
          if (name === "h1" && !h1) h1 = text;
          else if (text) sections.push({ id: heading.id, heading: text, text: "" });
          heading = null;
        }
        if (node.separates) append(" ");
        if (name === "main") inMain--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  return {
    path,
    title: h1 || clean(title),
    description: clean(description),
    intro: limit(clean(intro), SECTION_TEXT_LIMIT),
    sections: sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      heading: s.heading,
      text: limit(clean(s.text), SECTION_TEXT_LIMIT),
    })),
  };
}
