import type { calculator as en } from "../en/calculator";
import type { Translation } from "../types";

export const calculator: Translation<typeof en> = {
  "calculator.heading": "Prijscalculator voor je website",
  "calculator.intro":
    "Kies een platform, het aantal pagina's en de extra's die je nodig hebt, en je ziet meteen de prijs.",
  "calculator.vatNote": "Alle prijzen in euro's, exclusief {vat}% btw, tenzij anders vermeld.",
  "calculator.platformLegend": "Platform",
  "calculator.platform.elementor.name": "WordPress + Elementor",
  "calculator.platform.elementor.description":
    "Een complete website die je zelf kunt aanpassen, met duizenden plug-ins.",
  "calculator.platform.lovable.name": "Lovable-prototype",
  "calculator.platform.lovable.description":
    "Een snelle site van één pagina, gebouwd met AI-tools: ideaal om een idee te testen.",
  "calculator.moreInfo": "Meer informatie: {topic}",
  "calculator.tip.platform.elementor":
    "Elementor is een visuele paginabouwer voor WordPress: je past teksten en afbeeldingen zelf aan, zonder code.",
  "calculator.tip.platform.lovable":
    "Lovable maakt met AI een moderne React-site; wij controleren en verfijnen die voordat hij live gaat.",
  "calculator.pagesLabel": "Aantal pagina's",
  "calculator.pages.one": "{count} pagina",
  "calculator.pages.few": "{count} pagina's",
  "calculator.pages.many": "{count} pagina's",
  "calculator.pages.other": "{count} pagina's",
  "calculator.hint.elementor": "Het basispakket bevat {pages}; elke extra pagina kost {price}.",
  "calculator.hint.lovable": "Het Lovable-prototype begint met {pages}.",
  "calculator.tip.pages.elementor":
    "Tel elke losse pagina: home, diensten, over ons, contact, blogoverzicht enzovoort.",
  "calculator.tip.pages.lovable":
    "Een prototype is één lange pagina met secties; meer pagina's komen als je overstapt op een volledige site.",
  "calculator.addonsLegend": "Extra's",
  "calculator.addon.ecommerce.name": "Webshop",
  "calculator.addon.ecommerce.description": "Producten, winkelwagen en betalingen met WooCommerce.",
  "calculator.addon.seo.name": "SEO-basis",
  "calculator.addon.seo.description": "Titels, beschrijvingen, sitemap en Search Console.",
  "calculator.addon.analytics.name": "Statistieken",
  "calculator.addon.analytics.description": "Google Analytics en conversiemeting.",
  "calculator.addon.multilingual.name": "Meertalige site",
  "calculator.addon.multilingual.description": "Je website in meer dan één taal.",
  "calculator.addon.calculator.name": "Online prijscalculator",
  "calculator.addon.calculator.description":
    "Laat bezoekers zelf hun prijs berekenen, zoals op deze pagina.",
  "calculator.addon.branding.name": "Huisstijl",
  "calculator.addon.branding.description":
    "Logo, kleuren en lettertypen die bij je bedrijf passen.",
  "calculator.unavailable": "Niet beschikbaar bij ‘{platform}’.",
  "calculator.included": "Inbegrepen",
  "calculator.oneTimeHeading": "Eenmalige kosten",
  "calculator.base": "Basispakket",
  "calculator.specialOffer": "Speciale aanbieding",
  "calculator.originalPrice": "Oorspronkelijke prijs {price}",
  "calculator.extraPages": "Extra pagina's ({pages}\u00a0×\u00a0{price})",
  "calculator.total": "Totaal excl. btw",
  "calculator.totalInclVat": "Totaal incl. {vat}% btw",
  "calculator.recurringHeading": "Terugkerende kosten",
  "calculator.support": "Support en onderhoud",
  "calculator.tip.support.elementor":
    "Updates van WordPress en plug-ins, back-ups, beveiligingsbewaking en kleine inhoudelijke wijzigingen.",
  "calculator.tip.support.lovable":
    "Updates, back-ups, kleine inhoudelijke wijzigingen en de hosting van je prototype.",
  "calculator.perMonth": "{price} / maand",
  "calculator.perYear": "{price} / jaar",
  "calculator.inclVat": "{price} incl. btw",
  "calculator.hosting": "Hosting",
  "calculator.hostingPromo.one": "{price} / maand de eerste maand",
  "calculator.hostingPromo.few": "{price} / maand de eerste {months} maanden",
  "calculator.hostingPromo.many": "{price} / maand de eerste {months} maanden",
  "calculator.hostingPromo.other": "{price} / maand de eerste {months} maanden",
  "calculator.hostingAfterPromo": "daarna {price} / maand",
  "calculator.limitedOffer": "Tijdelijke aanbieding",
  "calculator.hostingIncluded": "Inbegrepen bij support",
  "calculator.hostingNote.elementor":
    "Snelle, beheerde WordPress-hosting met SSL-certificaat en dagelijkse back-ups.",
  "calculator.hostingNote.lovable": "Hosting zit bij de maandelijkse supportkosten inbegrepen.",
  "calculator.tip.hosting.elementor":
    "Gehost in de EU op servers die zijn afgestemd op WordPress, zodat je site snel laadt.",
  "calculator.tip.hosting.lovable":
    "Je prototype draait op een snel wereldwijd netwerk, zonder extra kosten zolang je support hebt.",
  "calculator.domain": "Domeinnaam",
  "calculator.quoteButton": "Offerte aanvragen",
  "calculator.quoteNote": "Vrijblijvend: we bevestigen de definitieve prijs na een kort gesprek.",
  "calculator.update": "Prijs bijwerken",
  "calculator.liveNote": "De prijs past zich aan terwijl je kiest.",
  "calculator.staleNote":
    "Je hebt je keuzes aangepast. Werk de prijs bij om te zien wat ze kosten.",
};
