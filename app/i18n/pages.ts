import { LANGS, isLang, rewritePathForLang, type Lang } from "./languages";

/**
 * One list of pages x languages (docs/decisions/011-one-page-list-and-localized-slugs.md). Every
 * route, slug and redirect is derived from it. `slug` may differ per language (legal pages);
 * `langs` limits a page to some languages.
 */
export const PAGE_IDS = [
  "home",
  "photoVideo",
  "portfolio",
  "websitePortfolio",
  "card",
  "legal",
  "privacy",
  "terms",
  "tandarts",
  "messageSent",
  "messageNotSent",
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/**
 * Message groups that only some pages render (the key's first segment, e.g. `photo.*`). Every page
 * gets all other keys (header, footer, banner, legal, search-engine titles); of these groups, only
 * the ones its PageDef lists, so the dictionary inlined in each page stays small.
 */
export const MESSAGE_GROUPS = [
  "home",
  "contact",
  "calculator",
  "quote",
  "search",
  "photo",
  "webPortfolio",
  "card",
  "legalPages",
  "notFound",
] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

interface PageDef {
  id: PageId;
  file: string;
  slug: string | Record<Lang, string>;
  langs?: readonly Lang[];
  /** Indexable by search engines (sitemap). */
  index: boolean;
  /** The page's own message groups (see MESSAGE_GROUPS). */
  messages?: readonly MessageGroup[];
}

export const PAGES: readonly PageDef[] = [
  {
    id: "home",
    file: "routes/home.tsx",
    slug: "",
    index: true,
    // The home page also lists search results for `?q=` (the 404 search).
    messages: ["home", "contact", "calculator", "quote", "search"],
  },
  {
    id: "photoVideo",
    file: "routes/photo-video.tsx",
    slug: "photo-video",
    index: true,
    messages: ["photo"],
  },
  {
    id: "portfolio",
    file: "routes/portfolio.tsx",
    slug: "portfolio",
    index: true,
    messages: ["photo"],
  },
  {
    id: "websitePortfolio",
    file: "routes/website-portfolio.tsx",
    slug: "website-portfolio",
    index: true,
    messages: ["webPortfolio"],
  },
  { id: "card", file: "routes/card.tsx", slug: "card", index: true, messages: ["card"] },
  {
    id: "legal",
    file: "routes/legal.tsx",
    slug: { en: "legal", nl: "juridisch", ua: "legal", fr: "legal" },
    index: true,
    messages: ["legalPages"],
  },
  {
    id: "privacy",
    file: "routes/privacy.tsx",
    slug: { en: "privacy", nl: "privacybeleid", ua: "конфіденційність", fr: "confidentialite" },
    index: true,
    messages: ["legalPages"],
  },
  {
    id: "terms",
    file: "routes/terms.tsx",
    slug: { en: "terms", nl: "voorwaarden", ua: "умови", fr: "conditions" },
    index: true,
    messages: ["legalPages"],
  },
  {
    id: "tandarts",
    file: "routes/tandarts.tsx",
    slug: "tandarts",
    langs: ["nl"],
    index: true,
    // The form's field errors.
    messages: ["contact"],
  },
  { id: "messageSent", file: "routes/message-sent.tsx", slug: "message-sent", index: false },
  {
    id: "messageNotSent",
    file: "routes/message-not-sent.tsx",
    slug: "message-not-sent",
    index: false,
    // The refused form again, with the contact and quote forms' labels and error texts.
    messages: ["contact", "quote"],
  },
];

/**
 * Single-language demo sites of fictional clients
 * (docs/decisions/011-one-page-list-and-localized-slugs.md), English, no prefix.
 */
export const DEMO_PAGES = [
  { id: "barbershop", file: "routes/demo-barbershop.tsx", path: "/demo/barbershop" },
  { id: "cleaning", file: "routes/demo-cleaning.tsx", path: "/demo/cleaning" },
] as const;

export function pageDef(id: PageId): PageDef {
  const def = PAGES.find((p) => p.id === id);
  if (!def) throw new Error(`Unknown page ${id}`);
  return def;
}

export function pageLangs(id: PageId): readonly Lang[] {
  return pageDef(id).langs ?? LANGS;
}

function slugFor(def: PageDef, lang: Lang): string {
  return typeof def.slug === "string" ? def.slug : def.slug[lang];
}

/** Path of a page in a language, e.g. pathFor('privacy','nl') = '/nl/privacybeleid'. */
export function pathFor(id: PageId, lang: Lang, hash?: string): string {
  const slug = slugFor(pageDef(id), lang);
  const path = slug ? `/${lang}/${slug}` : `/${lang}`;
  return hash ? `${path}#${hash}` : path;
}

/** Every prefixed page path that exists, with its page and language. */
export function allPagePaths(): { id: PageId; lang: Lang; path: string }[] {
  return PAGES.flatMap((def) =>
    (def.langs ?? LANGS).map((lang) => ({ id: def.id, lang, path: pathFor(def.id, lang) })),
  );
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Finds which page a (raw or percent-encoded) path shows. */
export function pageFromPath(pathname: string): { id: PageId; lang: Lang } | null {
  const segs = safeDecode(pathname).replace(/\/+$/, "").split("/").filter(Boolean);
  const [first, ...rest] = segs;
  if (!isLang(first)) return null;
  const slug = rest.join("/");
  for (const def of PAGES) {
    if ((def.langs ?? LANGS).includes(first) && slugFor(def, first) === slug) {
      return { id: def.id, lang: first };
    }
  }
  return null;
}

/** Which page dictionary a path gets (root loader): a client-side navigation reloads it when this changes. */
export function dictionaryFor(pathname: string): string {
  const page = pageFromPath(pathname);
  return page ? `${page.lang}:${page.id}` : `404:${pathname.split("/")[1] ?? ""}`;
}

/** The message groups a path renders; an unknown path shows the 404 page with its search. */
export function messageGroupsForPath(pathname: string): readonly MessageGroup[] {
  const page = pageFromPath(pathname);
  return page ? (pageDef(page.id).messages ?? []) : ["search", "notFound"];
}

/**
 * Same page in another language (docs/decisions/011-one-page-list-and-localized-slugs.md):
 * localized slugs mapped; a page that does not exist in the target language (the Dutch dental page)
 * falls back to that language's home.
 */
export function switchLanguagePath(pathname: string, target: Lang): string {
  const page = pageFromPath(pathname);
  if (!page) {
    const isDemo = DEMO_PAGES.some((d) => d.path === pathname.replace(/\/+$/, ""));
    return isDemo ? pathFor("home", target) : rewritePathForLang(pathname, target, true);
  }
  if (!pageLangs(page.id).includes(target)) return pathFor("home", target);
  return pathFor(page.id, target);
}
