import type { legalPages as en } from "../en/legal-pages";
import type { Translation } from "../types";

export const legalPages: Translation<typeof en> = {
  "legalPages.updated": "Laatst bijgewerkt: {date}",
  "legalPages.contents": "Op deze pagina",
  "legalPages.cookieSettingsHint": "Wijzig je keuze nu:",
};
