import type { search as en } from "../en/search";
import type { Translation } from "../types";

export const search: Translation<typeof en> = {
  "search.heading": "Результати пошуку за запитом «{query}»",
  "search.count.one": "Знайдено {count} сторінку",
  "search.count.few": "Знайдено {count} сторінки",
  "search.count.many": "Знайдено {count} сторінок",
  "search.count.other": "Знайдено {count} сторінки",
  "search.none": "Жодна сторінка не відповідає вашому запиту.",
  "search.noneHint": "Спробуйте інше або коротше слово чи перейдіть одразу на одну з цих сторінок:",
  "search.error": "Пошук зараз недоступний. Спробуйте пізніше.",
  "search.label": "Пошук на сайті",
  "search.placeholder": "Що ви шукаєте?",
  "search.button": "Шукати",
  "search.close": "Закрити результати пошуку",
};
