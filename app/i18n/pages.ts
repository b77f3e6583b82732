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

interface PageDef {
  id: PageId;
  slug: string | Record<Lang, string>;
  langs?: readonly Lang[];
  /** Indexable by search engines (sitemap). */
  index: boolean;
}

export const PAGES: readonly PageDef[] = [
  {
    id: "home",
    slug: "",
    index: true,
  },
  {
    id: "photoVideo",
    slug: "photo-video",
    index: true,
  },
  {
    id: "portfolio",
    slug: "portfolio",
    index: true,
  },
  {
    id: "websitePortfolio",
    slug: "website-portfolio",
    index: true,
  },
  { id: "card", slug: "card", index: true },
  {
    id: "legal",
    slug: { en: "legal", nl: "juridisch", ua: "legal", fr: "legal" },
    index: true,
  },
  {
    id: "privacy",
    slug: { en: "privacy", nl: "privacybeleid", ua: "конфіденційність", fr: "confidentialite" },
    index: true,
  },
  {
    id: "terms",
    slug: { en: "terms", nl: "voorwaarden", ua: "умови", fr: "conditions" },
    index: true,
  },
  {
    id: "tandarts",
    slug: "tandarts",
    langs: ["nl"],
    index: true,
  },
  { id: "messageSent", slug: "message-sent", index: false },
  {
    id: "messageNotSent",
    slug: "message-not-sent",
    index: false,
  },
];

/**
 * Single-language demo sites of fictional clients
 * (docs/decisions/011-one-page-list-and-localized-slugs.md), English, no prefix.
 */
export const DEMO_PAGES = [
  { id: "barbershop", path: "/demo/barbershop" },
  { id: "cleaning", path: "/demo/cleaning" },
] as const;

/** A page's route module: `routes/<id in kebab case>.tsx` (build only: app/routes.ts). */
export function routeFile(id: PageId): string {
  return `routes/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
}

/** A demo site's route module: `routes/demo-<id>.tsx`. */
export function demoRouteFile(id: string): string {
  return `routes/demo-${id}.tsx`;
}

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

/**
 * Finds which page a (raw or percent-encoded) path shows. Each segment is decoded on its own, as
 * the router matches them: an encoded slash (`/nl%2Fjuridisch`) stays inside its segment and
 * names no page.
 */
export function pageFromPath(pathname: string): { id: PageId; lang: Lang } | null {
  const segs = pathname.replace(/\/+$/, "").split("/").filter(Boolean).map(safeDecode);
  if (segs.some((seg) => seg.includes("/"))) return null;
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
