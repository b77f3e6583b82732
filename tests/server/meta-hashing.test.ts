/** Normalization and hashing as Meta's Conversions API documents it. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashUserValue,
  normalizeEmail,
  normalizeName,
  normalizePhone,
} from "../../server/outbound/meta";

const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

describe("Meta customer information normalization", () => {
  it.each([
    ["em", "John_Smith@gmail.com", "john_smith@gmail.com"],
    ["em", "  Person@Example.com\t", "person@example.com"],
    ["ph", "+1 (616) 954-78 88", "16169547888"],
    ["ph", "+44 844 412 4653", "448444124653"],
    ["ph", "0031 6 12345678", "31612345678"],
    ["ph", "06-12345678", "31612345678"], // national Dutch number: country code added
    ["fn", "Mary", "mary"],
    ["fn", "Valéry", "valéry"],
    ["fn", "Vale\u0301ry", "valéry"], // decomposed accent: NFC first
    ["ln", "  Smith ", "smith"],
    ["ln", "Коваленко", "коваленко"],
  ] as const)("%s %j -> %j", (field, input, normalized) => {
    const fn = { em: normalizeEmail, ph: normalizePhone, fn: normalizeName, ln: normalizeName }[
      field
    ];
    expect(fn(input)).toBe(normalized);
    expect(hashUserValue(field, input)).toBe(sha(normalized));
  });

  it("matches published digests", () => {
    // Examples published with the same normalization rules (email and phone).
    expect(hashUserValue("em", "Person@Example.com")).toBe(
      "542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345",
    );
    expect(hashUserValue("ph", "+44 844 412 4653")).toBe(
      "dc008fda46e2e64002cf2f82a4906236282d431c4f75e5b60bfe79fc48546383",
    );
    expect(hashUserValue("fn", "John")).toBe(
      "96d9632f363564cc3032521409cf22a852f2032eec099ed5967c0d000cec607a",
    );
  });

  it("passes an already hashed value through and drops blanks", () => {
    const digest = sha("mary");
    expect(hashUserValue("fn", digest.toUpperCase())).toBe(digest);
    expect(hashUserValue("em", "   ")).toBeNull();
  });
});
