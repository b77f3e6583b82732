import type { calculator as en } from "../en/calculator";
import type { Translation } from "../types";

export const calculator: Translation<typeof en> = {
  "calculator.heading": "Calculateur du prix de votre site",
  "calculator.intro":
    "Choisissez une plateforme, le nombre de pages et les options dont vous avez besoin : le prix s’affiche aussitôt.",
  "calculator.vatNote": "Tous les prix sont en euros hors TVA ({vat} %), sauf mention contraire.",
  "calculator.platformLegend": "Plateforme",
  "calculator.platform.elementor.name": "WordPress + Elementor",
  "calculator.platform.elementor.description":
    "Un site complet que vous modifiez vous-même, avec des milliers d’extensions.",
  "calculator.platform.lovable.name": "Prototype Lovable",
  "calculator.platform.lovable.description":
    "Un site d’une page réalisé rapidement avec des outils d’IA, idéal pour tester une idée.",
  "calculator.moreInfo": "En savoir plus : {topic}",
  "calculator.tip.platform.elementor":
    "Elementor est un constructeur visuel de pages pour WordPress : vous modifiez textes et images vous-même, sans code.",
  "calculator.tip.platform.lovable":
    "Lovable génère un site React moderne grâce à l’IA ; nous le vérifions et le peaufinons avant la mise en ligne.",
  "calculator.pagesLabel": "Nombre de pages",
  "calculator.pages.one": "{count} page",
  "calculator.pages.few": "{count} pages",
  "calculator.pages.many": "{count} pages",
  "calculator.pages.other": "{count} pages",
  "calculator.hint.elementor":
    "La formule de base comprend {pages} ; chaque page supplémentaire coûte {price}.",
  "calculator.hint.lovable": "Le prototype Lovable commence avec {pages}.",
  "calculator.tip.pages.elementor":
    "Comptez chaque page distincte : accueil, services, à propos, contact, liste des articles du blog, etc.",
  "calculator.tip.pages.lovable":
    "Un prototype est une longue page découpée en sections ; d’autres pages viendront avec un site complet.",
  "calculator.addonsLegend": "Options",
  "calculator.addon.ecommerce.name": "Boutique en ligne",
  "calculator.addon.ecommerce.description": "Produits, panier et paiements avec WooCommerce.",
  "calculator.addon.seo.name": "Configuration SEO",
  "calculator.addon.seo.description": "Titres, descriptions, plan du site et Search Console.",
  "calculator.addon.analytics.name": "Statistiques",
  "calculator.addon.analytics.description": "Google Analytics et suivi des conversions.",
  "calculator.addon.multilingual.name": "Site multilingue",
  "calculator.addon.multilingual.description": "Votre site en plusieurs langues.",
  "calculator.addon.calculator.name": "Calculateur de prix en ligne",
  "calculator.addon.calculator.description":
    "Vos visiteurs calculent eux-mêmes leur prix, comme sur cette page.",
  "calculator.addon.branding.name": "Identité visuelle",
  "calculator.addon.branding.description": "Logo, couleurs et polices adaptés à votre entreprise.",
  "calculator.unavailable": "Non disponible avec « {platform} ».",
  "calculator.included": "Inclus",
  "calculator.oneTimeHeading": "Frais ponctuels",
  "calculator.base": "Formule de base",
  "calculator.specialOffer": "Offre spéciale",
  "calculator.originalPrice": "Prix initial {price}",
  "calculator.extraPages": "Pages supplémentaires ({pages}\u00a0×\u00a0{price})",
  "calculator.total": "Total HT",
  "calculator.totalInclVat": "Total TTC (TVA {vat} %)",
  "calculator.recurringHeading": "Frais récurrents",
  "calculator.support": "Assistance et maintenance",
  "calculator.tip.support.elementor":
    "Mises à jour de WordPress et des extensions, sauvegardes, surveillance de la sécurité et petites modifications de contenu.",
  "calculator.tip.support.lovable":
    "Mises à jour, sauvegardes, petites modifications de contenu et hébergement de votre prototype.",
  "calculator.perMonth": "{price} / mois",
  "calculator.perYear": "{price} / an",
  "calculator.inclVat": "{price} TTC",
  "calculator.hosting": "Hébergement",
  "calculator.hostingPromo.one": "{price} / mois le premier mois",
  "calculator.hostingPromo.few": "{price} / mois les {months} premiers mois",
  "calculator.hostingPromo.many": "{price} / mois les {months} premiers mois",
  "calculator.hostingPromo.other": "{price} / mois les {months} premiers mois",
  "calculator.hostingAfterPromo": "puis {price} / mois",
  "calculator.limitedOffer": "Offre spéciale limitée",
  "calculator.hostingIncluded": "Inclus dans l’assistance",
  "calculator.hostingNote.elementor":
    "Hébergement WordPress infogéré et rapide, avec certificat SSL et sauvegardes quotidiennes.",
  "calculator.hostingNote.lovable":
    "L’hébergement est compris dans le forfait mensuel d’assistance.",
  "calculator.tip.hosting.elementor":
    "Hébergé dans l’UE sur des serveurs optimisés pour WordPress, pour un site qui se charge vite.",
  "calculator.tip.hosting.lovable":
    "Votre prototype tourne sur un réseau mondial rapide, sans surcoût tant que l’assistance est active.",
  "calculator.domain": "Nom de domaine",
  "calculator.quoteButton": "Demander un devis",
  "calculator.quoteNote": "Sans engagement : nous confirmons le prix final après un court échange.",
  "calculator.update": "Mettre à jour le prix",
  "calculator.liveNote": "Le prix se met à jour au fil de vos choix.",
  "calculator.staleNote":
    "Vous avez modifié vos choix. Mettez à jour le prix pour voir ce qu’ils coûtent.",
};
