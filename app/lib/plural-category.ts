import type { Lang } from "./langs";

/** The CLDR cardinal plural categories the site's four languages use. */
export type PluralCategory = "one" | "few" | "many" | "other";

/** The last whole number of a count or a range ("3–5" reads as 5, as every language says it). */
function lastNumber(count: number | string): number {
  if (typeof count === "number") return count;
  const numbers = count.match(/\d+/g);
  return numbers ? Number(numbers[numbers.length - 1]) : Number.NaN;
}

/**
 * The plural category of a whole count in one of the site's languages, by CLDR's rules (the same
 * answer as `Intl.PluralRules`, which tests/unit/plural-category.test.ts checks). Written out
 * because the legal texts build their sentences when their module loads, in the browser too, and
 * Intl's first use there costs time (docs/decisions/324-no-intl-before-the-page-answers.md,
 * 349-counted-words-in-the-legal-texts.md). A range takes the category of its last number.
 */
export function pluralCategory(lang: Lang, count: number | string): PluralCategory {
  const n = lastNumber(count);
  if (!Number.isInteger(n) || n < 0) return "other";
  if (lang === "ua") {
    const last = n % 10;
    const lastTwo = n % 100;
    if (last === 1 && lastTwo !== 11) return "one";
    if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
    return "many";
  }
  if (lang === "fr") {
    if (n === 0 || n === 1) return "one";
    return n % 1_000_000 === 0 ? "many" : "other";
  }
  return n === 1 ? "one" : "other";
}

/**
 * A count and its noun in the form the count asks for: `forms` gives the noun for each category
 * the language uses, in the case the sentence needs ("протягом 1 дня", "протягом 5 днів"). A
 * category without its own form (French "many", the millions) takes `other`.
 */
export function counted(
  lang: Lang,
  count: number | string,
  forms: Partial<Record<PluralCategory, string>> & { other: string },
  space = " ",
): string {
  return `${count}${space}${forms[pluralCategory(lang, count)] ?? forms.other}`;
}
