import { describe, expect, it } from "vitest";
import { STUDIO, maskPhone } from "~/content/studio";

/** The masked forms are derived from the values the owner edits (README, "Editing content"). */
describe("studio details", () => {
  it("masks the phone number after its first two groups, digit for digit", () => {
    const shown = STUDIO.phone.display.split(" ");
    const masked = STUDIO.phone.masked.split(" ");
    expect(masked.slice(0, 2)).toEqual(shown.slice(0, 2));
    expect(masked.slice(2).join(" ")).toBe(shown.slice(2).join(" ").replace(/\d/g, "•"));
  });

  it("hides most digits whatever the number's grouping", () => {
    for (const display of ["+31 612345678", "06 12345678", "+31612345678", "+31 20 123 4567"]) {
      const masked = maskPhone(display);
      expect(masked).toHaveLength(display.length);
      expect(masked.replace(/\D/g, "").length, masked).toBeLessThanOrEqual(4);
      expect(masked).toContain("•");
    }
  });

  it("dials the number it shows", () => {
    expect(STUDIO.phone.international).toBe(STUDIO.phone.display.replace(/[\s()-]/g, ""));
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
