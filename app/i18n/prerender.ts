import { LANGS } from "./languages";
import { DEMO_PAGES, allPagePaths } from "./pages";

/** The path under which each language's 404 page is prerendered (served with status 404). */
export function notFoundPath(lang: string): string {
  return `/${lang}/404`;
}

/** The demo sites' pages: their forms post to them (docs/decisions/142-demo-forms-post.md). */
export const DEMO_PATHS: readonly string[] = DEMO_PAGES.map((d) => d.path);

/**
 * Pages whose own forms post back to them before or without JavaScript: the demo sites and the
 * dental page's package cards (app/features/tandarts/package-choice.ts).
 */
export const SELF_POSTING_PATHS: readonly string[] = [
  ...DEMO_PATHS,
  ...allPagePaths()
    .filter((p) => p.id === "tandarts")
    .map((p) => p.path),
];

/** Every path written to static HTML at build time. */
export function allPrerenderPaths(): string[] {
  return ["/", ...allPagePaths().map((p) => p.path), ...DEMO_PATHS, ...LANGS.map(notFoundPath)];
}
