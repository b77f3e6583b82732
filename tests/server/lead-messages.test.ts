import { describe, expect, it } from "vitest";
import { contactSchema } from "../../app/lib/schemas";
import { contactMessage, escapeHtml } from "../../server/outbox/lead-messages";
import { TELEGRAM_MAX_CHARS } from "../../server/outbound/telegram";

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
