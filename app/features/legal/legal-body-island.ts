import type { LegalDocId } from "~/content/legal/types";
import { LANGS, type Lang } from "~/i18n/languages";
import { island, type Island } from "~/lib/island";

/**
 * One island per language, all named "legal-body" (texts of its own: app/i18n/island-messages.ts),
 * whose code brings that language's legal texts only, so a page never downloads the other
 * languages (docs/decisions/230-legal-text-once.md). The prerendered
 * page shows the text and its links work as HTML; the code comes at the first interaction (the
 * text is on screen at once, so "view" would load it with the page), or with a client-side
 * navigation to a legal page (the route's clientLoader).
 */
export const LEGAL_BODY = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    island(
      "legal-body",
      () => import("./legal-body").then((m) => m.legalBodyIn(lang)),
      "interaction",
    ),
  ]),
) as Readonly<Record<Lang, Island<{ id: LegalDocId }>>>;

/**
 * An in-page link (the table of contents, "Cookie settings") or Back between its fragments fires
 * `popstate`. React Router answers it with a render of the whole page, and React would then drop
 * every part of the page still waiting for its code (this body, the footer, the cookie banner)
 * until that code arrived: the text would vanish and the jump miss its target. While this page's
 * body is still server markup, no client-side navigation has left it, so such a `popstate` only
 * moves between fragments of this page: the browser handles it alone (scroll, `:target`).
 */
if (typeof window !== "undefined") {
  window.addEventListener(
    "popstate",
    (event) => {
      if (document.querySelector("[data-island='legal-body']:not([data-island-ready])"))
        event.stopImmediatePropagation();
    },
    true,
  );
}
