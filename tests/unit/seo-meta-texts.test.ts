import { describe, expect, it } from "vitest";
import { metaText } from "~/features/seo/seo";
import { MESSAGES } from "~/i18n/messages";
import { LANGS } from "~/lib/langs";

/**
 * Search results show about 60 characters of a title and 155-160 of a description and cut the
 * rest: a longer text loses its end, usually the studio's name or the call to act. The limits are
 * the search engines' and hold for any wording an owner writes.
 */
const TITLE_MAX = 65;
const DESCRIPTION_MAX = 160;

function metaTexts(lang: (typeof LANGS)[number], kind: "title" | "description") {
  return Object.entries(MESSAGES[lang])
    .filter(([key]) => key.endsWith(`.meta.${kind}`))
    .map(([key]) => [key, metaText(MESSAGES[lang], key, lang)] as const);
}

describe("titles and descriptions for search results", () => {
  it.each(LANGS)("fit a search result in %s, and no two pages share a title", (lang) => {
    const titles = metaTexts(lang, "title");
    const descriptions = metaTexts(lang, "description");
    expect(titles.length).toBeGreaterThan(5);
    expect(descriptions.length).toBe(titles.length);
    const long = [
      ...titles.filter(([, t]) => t.length > TITLE_MAX),
      ...descriptions.filter(([, d]) => d.length > DESCRIPTION_MAX),
    ].map(([key, text]) => `${key} (${text.length}): ${text}`);
    expect(long).toEqual([]);
    expect(new Set(titles.map(([, t]) => t)).size).toBe(titles.length);
  });
});
