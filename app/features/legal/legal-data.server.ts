import { LEGAL_BODIES } from "~/content/legal";
import { LEGAL_UPDATED, type LegalDocId, type LegalDocument } from "~/content/legal/types";
import { langFromPath } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import type { MessageKey } from "~/i18n/messages/types";
import { fillVars } from "~/lib/fill-vars";

export interface LegalPageData {
  updated: string;
  doc: LegalDocument;
}

/**
 * The body of one legal page in the language of `pathname`. Runs in the route loader, i.e. at
 * build time: the browser only ever receives the one language it shows.
 */
export function legalPageData(id: LegalDocId, pathname: string): LegalPageData {
  const lang = langFromPath(pathname);
  const messages = MESSAGES[lang] as Readonly<Record<MessageKey, string>>;
  // `{cookie.acceptAll}` in a legal text becomes the button's label in that language.
  const fill = (s: string) => fillVars(s, messages);
  const doc = LEGAL_BODIES[lang][id];
  return {
    updated: LEGAL_UPDATED,
    doc: {
      sections: doc.sections.map((s) => ({
        ...s,
        heading: fill(s.heading),
        paragraphs: s.paragraphs.map(fill),
        items: s.items?.map(fill),
      })),
    },
  };
}
