import { describe, expect, it } from "vitest";
import { computePrice, PLATFORMS } from "../../app/lib/pricing";
import { LIMITS } from "../../app/lib/schema-fields";
import { contactSchema, quoteSchema } from "../../app/lib/schemas";
import {
  buildChatText,
  CHAT_BUDGET,
  cut,
  FIELD_FLOOR,
  SHORTENED_NOTE,
} from "../../server/outbox/chat-text";
import { contactMessage, escapeHtml, quoteMessage } from "../../server/outbox/lead-messages";
import { markPossiblyRepeated } from "../../server/outbox/repeat-marker";
import { telegramLength, visibleText } from "../../server/outbox/telegram-length";
import { TELEGRAM_MAX_CHARS } from "../../server/outbound/telegram";
import { fastFillNote, fillTimeMs, spamReason } from "../../server/api/lead-intake";

describe("team chat messages", () => {
  it("escapes HTML", () => {
    expect(escapeHtml(`<b>"Tom & Jerry"</b>`)).toBe(
      "&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;",
    );
  });

  it("counts the budget as Telegram does: an & is one character, not five", () => {
    const message = "&".repeat(LIMITS.message);
    const contact = contactSchema.parse({
      name: "N".repeat(LIMITS.name),
      email: "a@b.nl",
      message,
    });
    const text = contactMessage(contact, { ip: "2001:db8::1" });
    expect(text.length).toBeGreaterThan(TELEGRAM_MAX_CHARS); // the escaped HTML is longer...
    expect(telegramLength(text)).toBeLessThanOrEqual(CHAT_BUDGET); // ...what Telegram counts is not
    expect(visibleText(text).endsWith(`Message:\n${message}`)).toBe(true); // kept whole
  });

  it("does not split an emoji (surrogate pair) when cutting", () => {
    expect(cut("😀".repeat(10), 4)).toBe("😀…");
    const text = buildChatText(["<b>Title</b>"], "Message", "😀".repeat(100), 60);
    expect(telegramLength(text)).toBeLessThanOrEqual(60);
    expect(text).toMatch(/😀…$/u);
  });

  it("a contact message at its longest always fits whole", () => {
    const message = "😀".repeat(LIMITS.message / 2);
    const contact = contactSchema.parse({
      name: "&".repeat(LIMITS.name),
      email: "a@b.nl",
      phone: "+31 6 1234 5678",
      message,
      locale: "nl",
    });
    const text = contactMessage(contact, { ip: null });
    expect(telegramLength(text)).toBeLessThanOrEqual(CHAT_BUDGET);
    expect(text.endsWith(message)).toBe(true);
    expect(text).toContain("<b>IP:</b> Unknown");
  });
});

describe("a quote whose fields are long and full of &", () => {
  const amp = (n: number) => "&".repeat(n);
  const quote = (message: string) =>
    quoteSchema.parse({
      name: amp(LIMITS.name),
      email: "a@b.nl",
      phone: "+31 6 1234 5678",
      company: amp(LIMITS.company),
      message,
      consent: true,
      platform: PLATFORMS[0],
      pages: 3,
      locale: "nl-NL",
      utm: Object.fromEntries(
        ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"].map((k) => [
          k,
          amp(LIMITS.utm),
        ]),
      ),
    });
  const build = (message: string, note?: string[]) => {
    const q = quote(message);
    return quoteMessage(q, computePrice({ platform: q.platform, pages: q.pages, addons: [] }), {
      ip: "198.51.100.7",
      note,
    });
  };
  const messageOf = (text: string) => visibleText(text).split("Message:\n")[1] ?? "";

  it("shortens the other fields first and keeps the visitor's message whole", () => {
    const message = `${amp(2600)} call me & thanks`;
    const text = build(message);
    expect(telegramLength(text)).toBeLessThanOrEqual(CHAT_BUDGET);
    expect(messageOf(text)).toBe(message);
    // The longest field gave way: the UTM line is shortened, the message is not.
    const utm = /UTM: (.*)/.exec(visibleText(text))?.[1] ?? "";
    expect(utm.endsWith("…")).toBe(true);
    expect(utm.length).toBeLessThan(5 * LIMITS.utm);
    // The team is told, above the message, that the stored lead has it all.
    const note = visibleText(SHORTENED_NOTE);
    expect(visibleText(text).split("Message:\n")[0]).toContain(note);
    expect(visibleText(build("Short and sweet."))).not.toContain(note);
  });

  it("never shortens the email address or the phone number the studio answers on", () => {
    const email = `${"a".repeat(60)}@${"b".repeat(LIMITS.email - 65)}.com`;
    const q = quoteSchema.parse({ ...quote(amp(LIMITS.message)), email, phone: "+31 6 1234 5678" });
    const text = quoteMessage(
      q,
      computePrice({ platform: q.platform, pages: q.pages, addons: [] }),
      {
        ip: "198.51.100.7",
      },
    );
    expect(telegramLength(text)).toBeLessThanOrEqual(CHAT_BUDGET);
    expect(visibleText(text)).toContain(`Email: ${email}\n`);
    expect(visibleText(text)).toContain("Phone: +31 6 1234 5678\n");
  });

  it("cuts the message only when every field is already at its floor", () => {
    const message = amp(LIMITS.message);
    const text = build(message, ["Sent 0.8 s after the form opened: may be automated"]);
    expect(telegramLength(text)).toBeLessThanOrEqual(CHAT_BUDGET);
    const kept = messageOf(text);
    expect(kept.length).toBeGreaterThan(LIMITS.message - 400);
    if (kept !== message) {
      expect(kept.endsWith("…")).toBe(true);
      const company = /Company: (.*)/.exec(visibleText(text))?.[1] ?? "";
      expect(company.length).toBe(FIELD_FLOOR);
    }
    // The note is never cut.
    expect(visibleText(text)).toContain("may be automated");
  });

  it("leaves room for the possibly-repeated line, so a repeat keeps the same text", () => {
    // Up to the last character of the budget, in entities (the HTML is far longer than Telegram's
    // count): the repeat is still the whole text behind its marker line.
    for (const text of [build(`${amp(1500)} end`), build(amp(LIMITS.message))]) {
      const repeated = markPossiblyRepeated(text);
      expect(repeated.endsWith(text)).toBe(true);
      expect(telegramLength(repeated)).toBeLessThanOrEqual(TELEGRAM_MAX_CHARS);
    }
    const full = `<b>Message:</b>\n${"&amp;".repeat(CHAT_BUDGET - 9)}`;
    expect(telegramLength(full)).toBe(CHAT_BUDGET);
    expect(markPossiblyRepeated(full).endsWith(full)).toBe(true);
  });

  it("cuts a text too long even for a repeat by what Telegram counts, keeping whole entities", () => {
    const text = `<b>Message:</b>\n${"a&amp;".repeat(TELEGRAM_MAX_CHARS)}`;
    const repeated = markPossiblyRepeated(text);
    expect(telegramLength(repeated)).toBe(TELEGRAM_MAX_CHARS);
    expect(repeated).toMatch(/(a|&amp;)…$/);
  });
});

describe("spam policy helpers", () => {
  it("only the honeypot is spam", () => {
    expect(spamReason({ honeypot: " x " })).toBe("honeypot");
    expect(spamReason({ honeypot: "" })).toBeNull();
    expect(spamReason({ honeypot: undefined })).toBeNull();
  });

  it("measures fill time from the form being shown; unknown without a start", () => {
    expect(fillTimeMs({ startedAt: 1000, sentAt: 1800 }, 99_999)).toBe(800);
    expect(fillTimeMs({ startedAt: 1000 }, 4000)).toBe(3000);
    expect(fillTimeMs({}, 4000)).toBeNull();
    expect(fillTimeMs({ startedAt: 5000 }, 4000)).toBeNull();
  });

  it("notes a fast fill, and nothing at or above the threshold or when unknown", () => {
    expect(fastFillNote(800, 3000)).toBe("Sent 0.8 s after the form opened: may be automated");
    expect(fastFillNote(3000, 3000)).toBeNull();
    expect(fastFillNote(null, 3000)).toBeNull();
  });

  it("puts the note, escaped, under the title without breaking the text budget", () => {
    const contact = contactSchema.parse({ name: "N", email: "a@b.nl", message: "x".repeat(3000) });
    const text = contactMessage(contact, { ip: null, note: "fast <1 s>" });
    expect(text.split("\n")[1]).toBe("⚠️ <i>fast &lt;1 s&gt;</i>");
    expect(telegramLength(text)).toBeLessThanOrEqual(CHAT_BUDGET);
  });

  it("takes several note lines, each kept whole", () => {
    const contact = contactSchema.parse({ name: "N", email: "a@b.nl", message: "x".repeat(3000) });
    const text = contactMessage(contact, { ip: null, note: ["first note", "second & last"] });
    expect(text.split("\n").slice(1, 3)).toEqual([
      "⚠️ <i>first note</i>",
      "⚠️ <i>second &amp; last</i>",
    ]);
  });
});
