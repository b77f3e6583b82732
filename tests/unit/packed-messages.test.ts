/**
 * The page dictionary travels as one string (app/i18n/packed-messages.ts): every text of every
 * language survives the round trip, and none contains the separator.
 */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../app/lib/langs";
import { MESSAGES } from "../../app/i18n/messages";
import { messagesForPath } from "../../app/i18n/messages/for-page";
import { SEPARATOR, packMessages, unpackMessages } from "../../app/i18n/packed-messages";
import { allPagePaths } from "../../app/i18n/pages";

describe("packed page dictionaries", () => {
  it("no key or text of any language contains the separator", () => {
    for (const lang of LANGS)
      for (const [key, text] of Object.entries(MESSAGES[lang])) {
        expect(key.includes(SEPARATOR), key).toBe(false);
        expect(String(text).includes(SEPARATOR), `${lang} ${key}`).toBe(false);
      }
  });

  it("every page's dictionary comes back as it was, empty texts included", () => {
    for (const { lang, path } of allPagePaths()) {
      const dictionary = messagesForPath(lang, path);
      expect(unpackMessages(packMessages(dictionary))).toEqual(dictionary);
    }
    const odd = { "site.name": "", "site.tagline": "a\nb \"c\" 'd' <e>" };
    expect(unpackMessages(packMessages(odd))).toEqual(odd);
    expect(unpackMessages(packMessages({}))).toEqual({});
  });

  it("refuses a text that holds the separator instead of corrupting the page", () => {
    expect(() => packMessages({ "site.name": `a${SEPARATOR}b` })).toThrow(/separator/);
  });
});
