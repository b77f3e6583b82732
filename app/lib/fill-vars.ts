import type { Lang } from "./langs";
import { pluralCategory, type PluralCategory } from "./plural-category";

export type TextVars = Readonly<Record<string, string | number>>;

/** The forms a counted noun lists after its count's name, in this order, per language. */
const FORM_ORDER: Readonly<Record<Lang, readonly PluralCategory[]>> = {
  en: ["one", "other"],
  nl: ["one", "other"],
  fr: ["one", "other"],
  ua: ["one", "few", "many"],
};

/**
 * The form of a counted noun for `value`: `forms` in the language's order (FORM_ORDER). A category
 * the list does not name takes the nearest: French "many" (millions) the plural, Ukrainian "other"
 * (fractions) the form for 2-4. Without a language the number of forms tells it: three are
 * Ukrainian's.
 */
function formFor(forms: readonly string[], value: string | number, lang: Lang | undefined): string {
  const language = lang ?? (forms.length === 3 ? "ua" : "en");
  const order = FORM_ORDER[language];
  const index = order.indexOf(pluralCategory(language, value));
  const fallback = language === "ua" ? 1 : order.length - 1;
  return forms[Math.min(index < 0 ? fallback : index, forms.length - 1)] ?? "";
}

/**
 * Fills the `{name}` placeholders of a text (dotted names such as `{cookie.acceptAll}` too). A
 * placeholder without a value stays as written, so a missing value shows instead of vanishing.
 *
 * `{name|form|form…}` writes the noun that follows a count in the form the count asks for: "{days}
 * {days|day|days}", Ukrainian "{days} {days|день|дні|днів}" (forms in FORM_ORDER; a range reads as
 * its last number). An owner's new number then reads right in every language
 * (docs/decisions/349-counted-words-in-the-legal-texts.md).
 */
export function fillVars(text: string, vars: TextVars, lang?: Lang): string {
  return text.replace(/\{([\w.]+)(?:\|([^{}]*))?\}/g, (m, name: string, forms?: string) => {
    if (!Object.hasOwn(vars, name)) return m;
    const value = vars[name]!;
    return forms === undefined ? joinRange(value) : formFor(forms.split("|"), value, lang);
  });
}

/** U+2060 WORD JOINER: invisible, not read out, no line break on either side. */
export const WORD_JOINER = "\u2060";

/**
 * A range's numbers kept on one line: a line may break after an en dash ("3–" at the end of one
 * line, "5 points" on the next), so a word joiner follows the dash of a range such as "5–15".
 * Texts for search results and link previews take it out again (app/features/seo/seo.ts).
 */
function joinRange(value: string | number): string {
  return String(value).replace(/(\d)–(?=\d)/g, `$1–${WORD_JOINER}`);
}
