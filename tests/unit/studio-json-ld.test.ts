import { describe, expect, it } from "vitest";
import { studioJsonLd } from "~/features/seo/studio-json-ld";
import { LANGS } from "~/lib/langs";
import { MESSAGES } from "~/i18n/messages";
import { CURRENCY, PLATFORMS, PRICING } from "~/lib/pricing";
import { AREA_SERVED } from "~/content/area-served";

type Offer = {
  name: string;
  priceSpecification: { "@type": string; price: number; priceCurrency: string; unitCode?: string };
};

describe("the studio's structured data", () => {
  it.each(LANGS)("names its offers in %s and prices them from the price data", (lang) => {
    const messages = MESSAGES[lang];
    const data = studioJsonLd(lang, messages) as {
      hasOfferCatalog: { itemListElement: Offer[] };
    };
    const offers = data.hasOfferCatalog.itemListElement;
    expect(offers).toHaveLength(PLATFORMS.length * 2);
    for (const p of PLATFORMS) {
      const once = offers.find((o) => o.name === messages[`home.offer.${p}`])!;
      expect(once.priceSpecification).toMatchObject({
        price: PRICING[p].base,
        priceCurrency: CURRENCY,
      });
      expect(once.priceSpecification.unitCode).toBeUndefined();
      const monthly = offers.find((o) => o.name === messages[`home.offer.support.${p}`])!;
      expect(monthly.priceSpecification).toEqual({
        "@type": "UnitPriceSpecification",
        price: PRICING[p].supportMonthly,
        priceCurrency: CURRENCY,
        unitCode: "MON",
        valueAddedTaxIncluded: false,
      });
    }
  });

  it.each(LANGS)("names the area it serves in %s", (lang) => {
    const { areaServed } = studioJsonLd(lang, MESSAGES[lang]) as {
      areaServed: { "@type": string; name: string }[];
    };
    expect(areaServed).toEqual(AREA_SERVED.map((a) => ({ "@type": a.type, name: a.name[lang] })));
    if (lang !== "en") expect(areaServed.map((a) => a.name)).not.toContain(AREA_SERVED[0]!.name.en);
  });
});
