/**
 * A calendar date (ISO `YYYY-MM-DD`) written out in a locale: the same day for every visitor,
 * whatever their time zone. French writes the first of a month as an ordinal ("1er septembre"),
 * which `Intl` does not.
 */
export function longDate(iso: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return locale.startsWith("fr") ? text.replace(/^1 /, "1er ") : text;
}
