/**
 * Chat links keep letters beyond ASCII unescaped in the page, and the browser's request for them
 * is the same as for the fully percent-encoded link (docs/decisions/298-chat-links-unescaped-letters.md).
 */
import { describe, expect, it } from "vitest";
import { STUDIO, chatLink } from "../../app/content/studio";
import { LANGS } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";

const prefills = LANGS.flatMap((lang) =>
  Object.entries(MESSAGES[lang])
    .filter(([key]) => /prefill/i.test(key))
    .map(([key, text]) => [`${lang} ${key}`, text] as const),
);

describe("chatLink", () => {
  it("covers the prefilled chat texts of every language", () => {
    expect(prefills.length).toBeGreaterThanOrEqual(LANGS.length);
  });

  it.each(prefills)("%s: the browser requests exactly the encoded link", (_, text) => {
    const href = chatLink(text);
    const encoded = `${STUDIO.chat.baseUrl}?text=${encodeURIComponent(text)}`;
    expect(new URL(href).href).toBe(new URL(encoded).href);
    expect(new URL(href).searchParams.get("text")).toBe(text);
    // Nothing an HTML attribute or a URL would misread is left raw.
    expect(href.slice(STUDIO.chat.baseUrl.length + "?text=".length)).not.toMatch(/[\s"<>#&?]/);
  });

  it("keeps Cyrillic letters as they are, spaces and punctuation encoded", () => {
    expect(chatLink("Вітаю! Так: ні & #1")).toBe(
      `${STUDIO.chat.baseUrl}?text=Вітаю!%20Так%3A%20ні%20%26%20%231`,
    );
    expect(chatLink("a\u00a0b")).toBe(`${STUDIO.chat.baseUrl}?text=a%C2%A0b`);
  });
});
