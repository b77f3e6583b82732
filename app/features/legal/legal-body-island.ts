import type { LegalDocId } from "~/content/legal/types";
import { LANGS, type Lang } from "~/i18n/languages";
import { island, type Island } from "~/lib/island";

/**
 * One island per language, all named "legal-body" (texts of its own: app/i18n/island-messages.ts),
 * whose code brings that language's legal texts only, so a page never downloads the other
 * languages (docs/decisions/230-legal-text-once.md). The prerendered
 * page shows the text and its links work as HTML; the code comes at the first interaction (the
 * text is on screen at once, so "view" would load it with the page), or with a client-side
 * navigation to a legal page (the route's clientLoader). A jump to one of its headings before then
 * is left to the browser (app/lib/island.tsx, `guardFragmentMoves`).
 */
export const LEGAL_BODY = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    island(
      "legal-body",
      () => import("./legal-body"),
      (m) => m.legalBodyIn(lang),
      "interaction",
    ),
  ]),
) as Readonly<Record<Lang, Island<{ id: LegalDocId }>>>;
