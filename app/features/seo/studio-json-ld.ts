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
 */
/**
 * The studio as a ProfessionalService with contact details and offers from the price data, named
 * in the page's language (`home.offer.*`).
 */
export function studioJsonLd(lang: Lang, messages: Partial<Messages>): Json {
  const t = (k: MessageKey) => messages[k] ?? k;
  /** An offer's price before VAT; a monthly one says so (`MON`, UN/CEFACT's code for a month). */
  const offer = (name: string, price: number, monthly = false) => ({
    "@type": "Offer",
    name,
    priceSpecification: {
      "@type": monthly ? "UnitPriceSpecification" : "PriceSpecification",
      price,
      priceCurrency: CURRENCY,
      valueAddedTaxIncluded: false,
      ...(monthly ? { unitCode: "MON" } : {}),
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
    address: {
      "@type": "PostalAddress",
      streetAddress: STUDIO.address.street,
      postalCode: STUDIO.address.postalCode,
      addressLocality: STUDIO.address.city,
      addressCountry: STUDIO.address.country,
    },
    areaServed: AREA_SERVED.map((area) => ({ "@type": area.type, name: area.name[lang] })),
    priceRange: `€${PRICING.lovable.base}-€${PRICING.elementor.base}+`,
    vatID: STUDIO.legal.vat,
    sameAs: STUDIO.socials.map((s) => s.url),
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
