import { describe, expect, it } from "vitest";
import { NL_LOCALE, tx } from "~/features/tandarts/texts";
import { VAT_RATE } from "~/lib/vat";

describe("the dental page's texts", () => {
  it("write the VAT rate as Dutch writes a percentage (without Intl at load, decision 324)", () => {
    expect(tx("{vat}")).toBe(
      new Intl.NumberFormat(NL_LOCALE, { style: "percent" }).format(VAT_RATE),
    );
  });
});
