import { describe, expect, it } from "vitest";
import { contactSchema } from "../../app/lib/schemas";
import { contactMessage, escapeHtml } from "../../server/outbox/lead-messages";
import { TELEGRAM_MAX_CHARS } from "../../server/outbound/telegram";
import { fastFillNote, fillTimeMs, spamReason } from "../../server/api/lead-intake";

describe("team chat messages", () => {
  it("escapes HTML", () => {
    expect(escapeHtml(`<b>"Tom & Jerry"</b>`)).toBe(
      "&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;",
    );
  });

  it("stays within 4096 characters, cutting the message without breaking an entity", () => {
    const contact = contactSchema.parse({
      name: "N".repeat(100),
      email: "a@b.nl",
      message: "&".repeat(3000),
    });
    const text = contactMessage(contact, { ip: "2001:db8::1" });
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_MAX_CHARS);
    expect(text.endsWith("&amp;…")).toBe(true);
  });

  it("does not split an emoji (surrogate pair) when cutting", () => {
    const contact = contactSchema.parse({ name: "N", email: "a@b.nl", message: "😀".repeat(2100) });
    const text = contactMessage(contact, { ip: null });
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_MAX_CHARS);
    expect(text).toMatch(/😀…$/u);
    expect(text).toContain("<b>IP:</b> Unknown");
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
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_MAX_CHARS);
  });
});
