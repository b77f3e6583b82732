import type { MessageKey } from "~/i18n/messages/types";
/** The plural forms the messages provide (Ukrainian needs one/few/many, the others one/other). */
type PluralForm = "one" | "few" | "many" | "other";

/** Message key of "{count} pages" in the right plural form for the locale. */
export function pagesKey(count: number, locale: string): MessageKey {
  const rule = new Intl.PluralRules(locale).select(count);
  const form: PluralForm = rule === "one" || rule === "few" || rule === "many" ? rule : "other";
  return `calculator.pages.${form}`;
}
