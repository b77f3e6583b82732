/** The website price calculator (docs/product.md §5). Prices come from app/lib/pricing.ts. */
export const calculator = {
  "calculator.heading": "Website price calculator",
  "calculator.intro":
    "Choose a platform, the number of pages and the extras you need, and see the price right away.",
  "calculator.vatNote": "All prices in euros, excluding {vat}% VAT unless stated otherwise.",
  "calculator.platformLegend": "Platform",
  "calculator.platform.elementor.name": "WordPress + Elementor",
  "calculator.platform.elementor.description":
    "A complete website you can edit yourself, with thousands of plugins.",
  "calculator.platform.lovable.name": "Lovable prototype",
  "calculator.platform.lovable.description":
    "A fast one-page site built with AI tools, ideal for testing an idea.",
  "calculator.moreInfo": "More about {topic}",
  "calculator.tip.platform.elementor":
    "Elementor is a visual page builder for WordPress: you change texts and images yourself, without code.",
  "calculator.tip.platform.lovable":
    "Lovable generates a modern React site with AI; we check and polish it before it goes live.",
  "calculator.pagesLabel": "Number of pages",
  "calculator.pages.one": "{count} page",
  "calculator.pages.few": "{count} pages",
  "calculator.pages.many": "{count} pages",
  "calculator.pages.other": "{count} pages",
  "calculator.hint.elementor": "The base package includes {pages}; every extra page costs {price}.",
  "calculator.hint.lovable": "The Lovable prototype starts with {pages}.",
  "calculator.tip.pages.elementor":
    "Count every separate page: home, services, about, contact, blog overview and so on.",
  "calculator.tip.pages.lovable":
    "A prototype is one long page with sections; more pages come when you move to a full site.",
  "calculator.addonsLegend": "Extras",
  "calculator.addon.ecommerce.name": "Online shop",
  "calculator.addon.ecommerce.description": "Products, cart and payments with WooCommerce.",
  "calculator.addon.seo.name": "SEO setup",
  "calculator.addon.seo.description": "Titles, descriptions, sitemap and Search Console.",
  "calculator.addon.analytics.name": "Analytics",
  "calculator.addon.analytics.description": "Google Analytics and conversion tracking.",
  "calculator.addon.multilingual.name": "Multilingual site",
  "calculator.addon.multilingual.description": "Your website in more than one language.",
  "calculator.addon.calculator.name": "Online services calculator",
  "calculator.addon.calculator.description":
    "Let visitors calculate their own price, like on this page.",
  "calculator.addon.branding.name": "Branding",
  "calculator.addon.branding.description": "Logo, colours and fonts that suit your business.",
  "calculator.unavailable": "Not available with “{platform}”.",
  "calculator.included": "Included",
  "calculator.oneTimeHeading": "One-time costs",
  "calculator.base": "Base package",
  "calculator.specialOffer": "Special offer",
  "calculator.originalPrice": "Original price {price}",
  "calculator.extraPages": "Extra pages ({pages}\u00a0×\u00a0{price})",
  "calculator.total": "Total excl. VAT",
  "calculator.totalInclVat": "Total incl. {vat}% VAT",
  "calculator.recurringHeading": "Recurring costs",
  "calculator.support": "Support and maintenance",
  "calculator.tip.support.elementor":
    "Updates to WordPress and plugins, backups, security monitoring and small content changes.",
  "calculator.tip.support.lovable":
    "Updates, backups, small content changes and the hosting of your prototype.",
  "calculator.perMonth": "{price} / month",
  "calculator.perYear": "{price} / year",
  "calculator.inclVat": "{price} incl. VAT",
  "calculator.hosting": "Hosting",
  "calculator.hostingPromo.one": "{price} / month for the first month",
  "calculator.hostingPromo.few": "{price} / month for the first {months} months",
  "calculator.hostingPromo.many": "{price} / month for the first {months} months",
  "calculator.hostingPromo.other": "{price} / month for the first {months} months",
  "calculator.hostingAfterPromo": "then {price} / month",
  "calculator.limitedOffer": "Special limited offer",
  "calculator.hostingIncluded": "Included with support",
  "calculator.hostingNote.elementor":
    "Fast managed WordPress hosting with SSL certificate and daily backups.",
  "calculator.hostingNote.lovable": "Hosting is included in the monthly support fee.",
  "calculator.tip.hosting.elementor":
    "Hosted in the EU on servers tuned for WordPress, so your site loads quickly.",
  "calculator.tip.hosting.lovable":
    "Your prototype runs on a fast global network at no extra cost while you have support.",
  "calculator.domain": "Domain name",
  "calculator.quoteButton": "Request a quote",
  "calculator.quoteNote": "No obligation: we confirm the final price after a short call.",
  "calculator.update": "Update price",
  "calculator.liveNote": "The price updates as you choose.",
  "calculator.staleNote": "You changed your choices. Update the price to see what they cost.",
} as const;
