import { pluralCategory } from "~/lib/plural-category";
import { LANGUAGE_OPTIONS } from "./languages";
import type { MessageKey } from "./messages/types";

/** The prefix of a key ending in `.one` whose `.other` exists too. */
type PrefixOf<K> = K extends `${infer P}.one`
  ? `${P}.other` extends MessageKey
    ? P
    : never
  : never;
/** Keys that come in the plural forms: `${prefix}.one` … `${prefix}.other`. */
type PluralPrefix = PrefixOf<MessageKey>;

/**
 * Message key of a counted phrase ("{count} pages", "{count} seconds") in the locale's plural
 * form: `.one`, `.few`, `.many` or `.other`. The category comes from the site's written-out plural
 * rules (app/lib/plural-category.ts, the same answer as `Intl.PluralRules`), so no Intl object is
 * made while a page answers (docs/decisions/324-no-intl-before-the-page-answers.md).
 */
export function pluralKey(prefix: PluralPrefix, count: number, locale: string): MessageKey {
  const lang = LANGUAGE_OPTIONS.find((o) => o.locale === locale)?.code ?? "en";
  return `${prefix}.${pluralCategory(lang, count)}` as MessageKey;
}
