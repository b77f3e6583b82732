import { STUDIO } from "~/content/studio";
import { shareImagePath } from "./share-images";
import { AREA_SERVED } from "~/content/area-served";
import type { Lang } from "~/i18n/languages";
import type { MessageKey, Messages } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";
import { CURRENCY, PLATFORMS, PRICING } from "~/lib/pricing";
import { absoluteUrl } from "~/lib/site";
import type { Json } from "./structured-data";

/**
 * Only the home page describes the studio (its route's meta calls this), so the price data stays
 * out of the code every page loads.
 *
 * The studio as a ProfessionalService with contact details and offers from the price data, named
 * in the page's language (`home.offer.*`).
 */
export function studioJsonLd(lang: Lang, messages: Partial<Messages>): Json {
  const t = (k: MessageKey) => messages[k] ?? k;
  /**
   * An offer's price before VAT. A package is a starting price (`minPrice`: more pages and add-ons
   * raise it, docs/product.md §5); a monthly one is the price itself and says so (`MON`,
   * UN/CEFACT's code for a month).
   */
  const offer = (name: string, price: number, monthly = false) => ({
    "@type": "Offer",
    name,
    priceSpecification: {
      "@type": monthly ? "UnitPriceSpecification" : "PriceSpecification",
      ...(monthly ? { price, unitCode: "MON" } : { minPrice: price }),
      priceCurrency: CURRENCY,
      valueAddedTaxIncluded: false,
    },
  });
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl("/")}#studio`,
    name: STUDIO.brand,
    description: t("footer.description"),
    url: absoluteUrl(pathFor("home", lang)),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl(shareImagePath("studio", lang)),
    telephone: STUDIO.phone.international,
    email: STUDIO.email,
    // The town and country only: the street address is for post, not for visits (docs/product.md
    // §4), and a street on a local business reads as a place to come to. The studio works where
    // `areaServed` says.
    address: {
      "@type": "PostalAddress",
      addressLocality: STUDIO.address.city,
      addressCountry: STUDIO.address.country,
    },
    areaServed: AREA_SERVED.map((area) => ({ "@type": area.type, name: area.name[lang] })),
    priceRange: `€${PRICING.lovable.base}-€${PRICING.elementor.base}+`,
    vatID: STUDIO.legal.vat,
    // Profiles that identify the studio; the chat app's link opens a conversation, not a profile.
    sameAs: STUDIO.socials.filter((s) => s.id !== "whatsapp").map((s) => s.url),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: t("nav.services"),
      itemListElement: [
        ...PLATFORMS.map((p) => offer(t(`home.offer.${p}`), PRICING[p].base)),
        ...PLATFORMS.map((p) =>
          offer(t(`home.offer.support.${p}`), PRICING[p].supportMonthly, true),
        ),
      ],
    },
  };
}
