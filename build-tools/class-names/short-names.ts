import { decodeHTMLAttribute } from "entities";

/**
 * Short class names for the utilities Tailwind generates (docs/decisions/270-short-class-names.md).
 * Pure functions, shared by the build plugin (`build-tools/short-class-names.ts`), the build's
 * check of the finished pages (`scripts/postbuild.ts`) and the unit tests.
 */

/** A class name to its short name, e.g. `text-slate-600` → `b`. */
export type ClassMap = ReadonlyMap<string, string>;

/**
 * Utilities whose names are also CSS values or property names a script could pass around as a
 * string (`display = "inline-block"`, `"flex-wrap"`), so a string holding one is not proof of a
 * class list. They keep their names.
 */
const VALUE_LIKE: ReadonlySet<string> = new Set([
  "inline-block",
  "inline-flex",
  "inline-grid",
  "flex-wrap",
  "ease-in",
  "ease-out",
  "ease-in-out",
]);

const ESCAPE = /\\([0-9a-fA-F]{1,6}) ?|\\([^\n])/g;

function unescapeCss(raw: string): string {
  return raw.replace(ESCAPE, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** One class selector in a stylesheet: where its escaped name starts and ends, and the name. */
interface ClassToken {
  start: number;
  end: number;
  name: string;
}

const IDENT_CHAR = /[\w\-\u0080-\uffff]/;

/**
 * The class selectors of a stylesheet, in order. Quoted strings and `url(...)` are skipped, and a
 * dot after a digit or letter is a number (`1.5rem`) or a file name, not a selector.
 */
function classTokens(css: string): ClassToken[] {
  const tokens: ClassToken[] = [];
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close < 0 ? css.length : close + 1;
      continue;
    }
    if (c === "u" && css.startsWith("url(", i)) {
      const close = css.indexOf(")", i);
      i = close < 0 ? css.length : close + 1;
      continue;
    }
    if (c === "/" && css[i + 1] === "*") {
      const close = css.indexOf("*/", i + 2);
      i = close < 0 ? css.length : close + 2;
      continue;
    }
    if (c === "." && !/[\w\\]/.test(css[i - 1] ?? "")) {
      let j = i + 1;
      while (j < css.length) {
        if (css[j] === "\\") {
          const hex = /^[0-9a-fA-F]{1,6} ?/.exec(css.slice(j + 1, j + 8));
          j += 1 + (hex ? hex[0].length : 1);
        } else if (IDENT_CHAR.test(css[j]!)) j++;
        else break;
      }
      const raw = css.slice(i + 1, j);
      if (raw && !/^-?\d/.test(raw)) tokens.push({ start: i + 1, end: j, name: unescapeCss(raw) });
      i = Math.max(j, i + 1);
      continue;
    }
    i++;
  }
  return tokens;
}

/** Every class name a stylesheet's selectors use. */
export function classesInCss(css: string): Set<string> {
  return new Set(classTokens(css).map((token) => token.name));
}

/** The stylesheet with each mapped class selector renamed. */
export function renameCssClasses(css: string, map: ClassMap): string {
  let out = "";
  let last = 0;
  for (const token of classTokens(css)) {
    const short = map.get(token.name);
    if (!short) continue;
    out += css.slice(last, token.start) + short;
    last = token.end;
  }
  return out + css.slice(last);
}

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REST = `${FIRST}0123456789`;

/** The n-th short name: a-Z, then aa-Z9, … (valid CSS identifiers, no escaping). */
export function shortName(n: number): string {
  let name = FIRST[n % FIRST.length]!;
  let rest = Math.floor(n / FIRST.length);
  while (rest > 0) {
    rest -= 1;
    name += REST[rest % REST.length]!;
    rest = Math.floor(rest / REST.length);
  }
  return name;
}

export interface ClassMapInput {
  /** The stylesheet Tailwind generates for the site. */
  generatedCss: string;
  /** The hand-written stylesheet (`app/app.css`): classes defined there keep their names. */
  handWrittenCss: string;
  /** How often each class occurs in the sources: the most used get the shortest names. */
  uses: ReadonlyMap<string, number>;
}

/**
 * Which classes get a short name, and which. A class is renamed when it is a generated utility
 * whose name has a separator (`-`, `:`, `[`, `/`, `.`, `!`): single words (`flex`, `hidden`,
 * `group`) read as ordinary words in scripts and stay, as do the hand-written classes and
 * {@link VALUE_LIKE}.
 */
export function buildClassMap({ generatedCss, handWrittenCss, uses }: ClassMapInput): {
  map: Map<string, string>;
  known: Set<string>;
} {
  const known = classesInCss(generatedCss);
  const handWritten = classesInCss(handWrittenCss);
  const eligible = [...known].filter(
    (name) => /[^a-zA-Z]/.test(name) && !handWritten.has(name) && !VALUE_LIKE.has(name),
  );
  eligible.sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  const map = new Map<string, string>();
  let n = 0;
  for (const name of eligible) {
    let short = shortName(n++);
    while (known.has(short)) short = shortName(n++);
    map.set(name, short);
  }
  return { map, known };
}

export interface RenamedList {
  text: string;
  /** Mapped classes in a string that is not a class list (and so was left as it was). */
  mixed: string[];
}

/**
 * A string from a script: when every word in it is a known class (a class list, as in
 * `className="flex items-center gap-2"`), the mapped ones are renamed; any other string is left
 * alone, and the mapped classes it holds are reported.
 */
export function renameClassList(
  text: string,
  map: ClassMap,
  known: ReadonlySet<string>,
): RenamedList {
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.some((word) => map.has(word))) return { text, mixed: [] };
  if (!words.every((word) => known.has(word)))
    return { text, mixed: words.filter((word) => map.has(word)) };
  return {
    text: text.replace(/\S+/g, (word) => map.get(word) ?? word),
    mixed: [],
  };
}

/** Original names of mapped classes still present in a page's `class` attributes. */
export function unrenamedClassesIn(html: string, map: ClassMap): string[] {
  const left = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const word of decodeHTMLAttribute(match[1]!).split(/\s+/))
      if (map.has(word)) left.add(word);
  return [...left];
}
