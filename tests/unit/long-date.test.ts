import { describe, expect, it } from "vitest";
import { longDate } from "~/lib/long-date";

describe("longDate", () => {
  it("writes the first of a month as an ordinal in French only", () => {
    expect(longDate("2025-09-01", "fr-FR")).toBe("1er septembre 2025");
    expect(longDate("2025-09-02", "fr-FR")).toBe("2 septembre 2025");
    expect(longDate("2025-09-11", "fr-FR")).toBe("11 septembre 2025");
    expect(longDate("2025-09-01", "en-IE")).toBe("1 September 2025");
    expect(longDate("2025-09-01", "nl-NL")).toBe("1 september 2025");
  });

  it("is the same calendar day in every time zone", () => {
    expect(longDate("2025-01-31", "en-IE")).toBe("31 January 2025");
  });
});
