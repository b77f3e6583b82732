import { pluralKey } from "~/i18n/plural-key";
import type { MessageKey } from "~/i18n/messages/types";

/** Message key of "{count} pages" in the right plural form for the locale. */
export function pagesKey(count: number, locale: string): MessageKey {
  return pluralKey("calculator.pages", count, locale);
}
