import { describe, expect, it } from "vitest";
import { captureUtm, getStoredUtm, readUtmFromSearch } from "../../app/lib/utm";

function storage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("UTM capture", () => {
  it("reads the five parameters", () => {
    expect(
      readUtmFromSearch(
        "?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=web&utm_content=ad1&x=1",
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_term: "web",
      utm_content: "ad1",
    });
  });

  it("keeps them for the visit and replaces them on a new campaign click", () => {
    const s = storage();
    captureUtm("?utm_source=facebook&utm_campaign=a", s);
    expect(captureUtm("", s)).toEqual({ utm_source: "facebook", utm_campaign: "a" });
    expect(getStoredUtm(s)).toEqual({ utm_source: "facebook", utm_campaign: "a" });
    captureUtm("?utm_source=google", s);
    expect(getStoredUtm(s)).toEqual({ utm_source: "google" });
  });

  it("cleans a tag with control characters or bidi marks instead of keeping it as it came", () => {
    expect(
      readUtmFromSearch(
        "?utm_source=fb%00&utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0%09sale%E2%80%AE",
      ),
    ).toEqual({ utm_source: "fb", utm_campaign: "весна sale" });
    const s = storage();
    s.setItem("utm", JSON.stringify({ utm_source: "a\nb", utm_medium: 7, other: "x" }));
    expect(getStoredUtm(s)).toEqual({ utm_source: "a b" });
  });

  it("survives broken storage content", () => {
    const s = storage();
    s.setItem("utm", "{not json");
    expect(getStoredUtm(s)).toEqual({});
    expect(getStoredUtm(null)).toEqual({});
  });
});
