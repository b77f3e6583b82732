import type { MessageKey } from "./messages/types";

/** The plural forms the messages provide (Ukrainian needs one/few/many, the others one/other). */
type PluralForm = "one" | "few" | "many" | "other";

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
 * form. `Intl.PluralRules` costs its first use: call it where the phrase is said, not at every
 * page's load (docs/decisions/324-no-intl-before-the-page-answers.md).
 */
export function pluralKey(prefix: PluralPrefix, count: number, locale: string): MessageKey {
  const rule = new Intl.PluralRules(locale).select(count);
  const form: PluralForm = rule === "one" || rule === "few" || rule === "many" ? rule : "other";
  return `${prefix}.${form}` as MessageKey;
}
