import { allPagePaths, DEMO_PAGES } from "../../../app/i18n/pages";

/** Every page a visitor can open: each page in each language, the two demos and a 404. */
export function everyPagePath(): string[] {
  return [
    ...allPagePaths().map((p) => p.path),
    ...DEMO_PAGES.map((d) => d.path),
    "/en/no-such-page",
  ];
}
