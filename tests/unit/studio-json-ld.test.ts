import { describe, expect, it } from "vitest";
import { studioJsonLd } from "~/features/seo/studio-json-ld";
import { LANGS } from "~/lib/langs";
import { MESSAGES } from "~/i18n/messages";
import { CURRENCY, PLATFORMS, PRICING } from "~/lib/pricing";
import { AREA_SERVED } from "~/content/area-served";
import { STUDIO } from "~/content/studio";

type Offer = {
  name: string;
  priceSpecification: {
    "@type": string;
    price?: number;
    minPrice?: number;
    priceCurrency: string;
    unitCode?: string;
  };
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
      // A package's price is where it starts: pages and add-ons raise it.
      expect(once.priceSpecification).toEqual({
        "@type": "PriceSpecification",
        minPrice: PRICING[p].base,
        priceCurrency: CURRENCY,
        valueAddedTaxIncluded: false,
      });
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

  it("gives the town, not the street, and only profiles as the studio's other pages", () => {
    const data = studioJsonLd("en", MESSAGES.en) as {
      address: Record<string, string>;
      sameAs: string[];
    };
    // The address is for post, not for visits (docs/product.md §4).
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: STUDIO.address.city,
      addressCountry: STUDIO.address.country,
    });
    const chat = STUDIO.socials.find((s) => s.id === "whatsapp")!.url;
    expect(data.sameAs).not.toContain(chat);
    expect(data.sameAs).toEqual(STUDIO.socials.filter((s) => s.url !== chat).map((s) => s.url));
  });

  it.each(LANGS)("names the area it serves in %s", (lang) => {
    const { areaServed } = studioJsonLd(lang, MESSAGES[lang]) as {
      areaServed: { "@type": string; name: string }[];
    };
    expect(areaServed).toEqual(AREA_SERVED.map((a) => ({ "@type": a.type, name: a.name[lang] })));
    if (lang !== "en") expect(areaServed.map((a) => a.name)).not.toContain(AREA_SERVED[0]!.name.en);
  });
});
