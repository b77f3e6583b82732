import type { legalPages as en } from "../en/legal-pages";
import type { Translation } from "../types";

export const legalPages: Translation<typeof en> = {
  "legalPages.updated": "Останнє оновлення: {date}",
  "legalPages.contents": "На цій сторінці",
  "legalPages.cookieSettingsHint": "Змінити свій вибір зараз:",
};
