import type { legalPages as en } from "../en/legal-pages";
import type { Translation } from "../types";

export const legalPages: Translation<typeof en> = {
  "legalPages.updated": "Dernière mise à jour\u00a0: {date}",
  "legalPages.contents": "Sur cette page",
  "legalPages.cookieSettingsHint": "Modifier votre choix maintenant\u00a0:",
};
