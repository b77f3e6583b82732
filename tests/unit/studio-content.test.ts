import { describe, expect, it } from "vitest";
import { STUDIO } from "~/content/studio";

/** The masked forms are derived from the values the owner edits (README, "Editing content"). */
describe("studio details", () => {
  it("masks the phone number after its first two groups, digit for digit", () => {
    const shown = STUDIO.phone.display.split(" ");
    const masked = STUDIO.phone.masked.split(" ");
    expect(masked.slice(0, 2)).toEqual(shown.slice(0, 2));
    expect(masked.slice(2).join(" ")).toBe(shown.slice(2).join(" ").replace(/\d/g, "•"));
  });

  it("masks the IBAN but keeps its country, check digits and last two characters", () => {
    expect(STUDIO.legal.ibanMasked.startsWith(STUDIO.legal.iban.slice(0, 4))).toBe(true);
    expect(STUDIO.legal.ibanMasked.endsWith(STUDIO.legal.iban.slice(-2))).toBe(true);
    expect(STUDIO.legal.ibanMasked).toContain("••••");
  });

  it("writes the e-mail address and the chat link once", () => {
    expect(STUDIO.legal.emails.general).toBe(STUDIO.email);
    expect(STUDIO.socials.find((s) => s.id === "whatsapp")?.url).toBe(STUDIO.chat.baseUrl);
  });
});
