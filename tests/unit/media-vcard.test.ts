import { describe, expect, it } from "vitest";
import { splitName } from "~/lib/split-name";
import { buildVCard, escapeVCardText, foldLine } from "~/lib/vcard";

const DATA = {
  givenName: "Alex",
  familyName: "Example",
  organization: "Studio Noord",
  title: "Founder, web developer; photographer",
  phone: "+31612345678",
  email: "hello@example.com",
  url: "https://www.example.com",
  address: { street: "Voorbeeldstraat 1", city: "Amsterdam", postalCode: "1011 AA", country: "NL" },
};

describe("vCard", () => {
  it("builds a vCard 3.0 with CRLF line ends and every field", () => {
    const card = buildVCard(DATA);
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    expect(card).toContain("N:Example;Alex;;;\r\n");
    expect(card).toContain("FN:Alex Example\r\n");
    expect(card).toContain("TITLE:Founder\\, web developer\\; photographer\r\n");
    expect(card).toContain("TEL;TYPE=CELL,VOICE:+31612345678\r\n");
    expect(card).toContain("EMAIL;TYPE=INTERNET,WORK:hello@example.com\r\n");
    expect(card).toContain("URL:https://www.example.com\r\n");
    expect(card).toContain("ADR;TYPE=WORK:;;Voorbeeldstraat 1;Amsterdam;;1011 AA;NL\r\n");
    expect(card.split("\r\n").filter((l) => /\n/.test(l))).toEqual([]);
  });

  it("escapes backslashes, commas, semicolons and newlines", () => {
    expect(escapeVCardText("a\\b,c;d\ne")).toBe("a\\\\b\\,c\\;d\\ne");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `TITLE:${"Засновник студії ".repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("splits a name at the first space", () => {
    expect(splitName("Alex van Example")).toEqual({ givenName: "Alex", familyName: "van Example" });
    expect(splitName("  Cher ")).toEqual({ givenName: "Cher", familyName: "" });
    expect(splitName("")).toEqual({ givenName: "", familyName: "" });
  });
});
