import type { home as en } from "../en/home";
import type { Translation } from "../types";

export const home: Translation<typeof en> = {
  // The offers in the home page's structured data (app/features/seo/studio-json-ld.ts), named as
  // the calculator names them; a monthly one says so in its price (`MON`).
  "home.offer.elementor": "WordPress + Elementor",
  "home.offer.lovable": "Prototype Lovable",
  "home.offer.support.elementor": "Assistance et maintenance (WordPress + Elementor)",
  "home.offer.support.lovable": "Assistance et maintenance (Lovable)",
  "home.hero.subtitle": "Développement web · Marketing digital · Photo et vidéo",
  "home.hero.titleLine1": "Des sites web",
  "home.hero.titleLine2": "qui attirent des clients,",
  "home.hero.titleLine3": "en ligne en {launchDays} {launchDays|jour|jours}",
  "home.hero.description":
    "Nous concevons et développons des sites rapides pour les petites entreprises aux Pays-Bas, avec un prototype fonctionnel en {prototypeDays} {prototypeDays|jour|jours}. Vous travaillez directement avec le fondateur : plus de {years} {years|an|ans} d’expérience et plus de {clients} clients.",
  "home.hero.start": "Lancer votre projet",
  "home.hero.redesign": "Besoin d’une refonte ? Parlons-en",
  "home.hero.aiBadge": "Propulsé par l’IA",
  "home.hero.cardTitle": "Ce que vous obtenez",
  "home.hero.feature.launch":
    "En ligne en {launchDays} {launchDays|jour|jours}, un prototype en {prototypeDays} {prototypeDays|jour|jours}",
  "home.hero.feature.speed":
    "Des pages chargées en {seconds} {seconds|seconde|secondes} : chaque seconde de retard coûte {percent} % des clients",
  "home.hero.feature.mobile":
    "Pensé d’abord pour le mobile : {percent} % des internautes naviguent sur smartphone",
  "home.hero.statYears": "{years|an|ans} d’expérience",
  "home.hero.statClients": "{clients|client|clients}",

  "home.services.heading": "Nos services",
  "home.services.intro":
    "Tout ce dont une petite entreprise a besoin pour être trouvée en ligne et gagner des clients, dans un seul studio.",
  "home.services.cta": "Parler de votre projet",
  "home.services.web.title": "Développement de sites web",
  "home.services.web.description":
    "Sites vitrines et boutiques en ligne sur WordPress, Elementor, Shopify ou Lovable, en ligne en {launchDays} {launchDays|jour|jours}.",
  "home.services.web.bullet1":
    "Un prototype cliquable en {prototypeDays} {prototypeDays|jour|jours}",
  "home.services.web.bullet2": "Refonte express en {launchDays} {launchDays|jour|jours}",
  "home.services.marketing.title": "Marketing digital",
  "home.services.marketing.description":
    "Des campagnes Google et Meta qui touchent les bonnes personnes, mesurées du clic jusqu’au client.",
  "home.services.marketing.bullet1": "Jusqu’à {percent} % d’économies sur la publicité",
  "home.services.marketing.bullet2": "Un suivi des conversions bien configuré",
  "home.services.mobile.title": "Optimisation mobile",
  "home.services.mobile.description":
    "{percent} % des visiteurs naviguent sur smartphone : votre site doit fonctionner parfaitement sur tous les écrans.",
  "home.services.mobile.bullet1": "Navigation et formulaires faciles sur écran tactile",
  "home.services.mobile.bullet2": "Testé sur de vrais téléphones et tablettes",
  "home.services.seo.title": "Référencement naturel (SEO)",
  "home.services.seo.description":
    "Soyez trouvé sur Google par les personnes qui cherchent vos services dans votre région.",
  "home.services.seo.bullet1": "SEO technique et fiches locales",
  "home.services.seo.bullet2": "Des contenus qui répondent aux vraies questions",
  "home.services.design.title": "Design UI/UX",
  "home.services.design.description":
    "Des interfaces claires et attrayantes qui guident les visiteurs jusqu’à la prise de contact.",
  "home.services.design.bullet1": "Maquettes fonctionnelles et prototypes cliquables",
  "home.services.design.bullet2": "Couleurs et typographie lisibles pour tous",
  "home.services.speed.title": "Optimisation de la vitesse",
  "home.services.speed.description":
    "Chaque seconde de retard fait perdre {percent} % des clients. Nous ramenons le temps de chargement à {seconds} {seconds|seconde|secondes}.",
  "home.services.speed.bullet1": "Images, polices et code optimisés",
  "home.services.speed.bullet2": "Suivi des Web Vitals",

  "home.about.heading": "À propos du studio",
  "home.about.founderLed":
    "Dirigé par son fondateur : vous travaillez directement avec la personne qui crée votre site.",
  "home.about.valueTitle": "Un petit studio avec le savoir\u2011faire d’une grande agence",
  "home.about.valueText":
    "Avec plus de {years} {years|an|ans} d’expérience et plus de {clients} clients, nous réunissons design, développement et marketing pour que votre site vous apporte des clients, pas seulement des compliments.",
  "home.about.badge.experience": "{years}+ {years|an|ans} d’expérience",
  "home.about.badge.clients": "{clients}+ clients",
  "home.about.badge.languages": "Service en {languages} langues",
  "home.about.processHeading": "Notre méthode",
  "home.about.step": "Étape {number}",
  "home.about.steps.idea.title": "De l’idée au prototype",
  "home.about.steps.idea.text":
    "En {days} {days|jour|jours}, vous naviguez dans un prototype fonctionnel de votre site.",
  "home.about.steps.content.title": "Contenu et UX",
  "home.about.steps.content.text":
    "Nous rédigeons et structurons vos contenus pour que les visiteurs trouvent ce qu’ils cherchent et sachent quoi faire ensuite.",
  "home.about.steps.integrations.title": "Intégrations",
  "home.about.steps.integrations.text":
    "Réservations, paiements, formulaires et statistiques, reliés aux outils que vous utilisez déjà.",
  "home.about.steps.growth.title": "Croissance",
  "home.about.steps.growth.text":
    "Après le lancement, nous mesurons, améliorons et vous aidons à grandir grâce au SEO et à la publicité.",
  "home.about.founderRole": "Fondateur, développeur et photographe",
  "home.about.founderBio":
    "J’ai créé le studio pour offrir aux petites entreprises le type de site qui demandait autrefois un gros budget : rapide, facile à trouver et pensé pour leurs clients.",
  "home.about.founderPhotoAlt": "{name}, portrait",
  "home.about.founderOpenPhoto": "Agrandir la photo : {name}",
  "home.about.legalShort":
    "Studio Noord est une entreprise individuelle (eenmanszaak) immatriculée aux Pays-Bas depuis le {date}.",
  "home.about.legalToggle": "Informations sur l’entreprise",
  "home.about.legalMore": "Toutes les mentions légales",
  "home.about.whyHeading": "Pourquoi nous choisir",
  "home.about.values.direct.title": "Contact direct",
  "home.about.values.direct.text":
    "Pas de chargé de compte : vous parlez à la personne qui fait le travail.",
  "home.about.values.transparent.title": "Des prix transparents",
  "home.about.values.transparent.text":
    "Des prix que vous calculez vous-même ci-dessous, sans frais cachés.",
  "home.about.values.results.title": "Axé sur les résultats",
  "home.about.values.results.text":
    "Des sites rapides, faciles à trouver, qui transforment les visiteurs en clients.",

  "home.portfolio.heading": "Portfolio",
  "home.portfolio.intro":
    "Une sélection de sites et de campagnes réalisés pour de petites entreprises.",
  "home.portfolio.filterLabel": "Filtrer les projets",
  "home.portfolio.filterAll": "Tous",
  "home.portfolio.filterWeb": "Développement web",
  "home.portfolio.showing": "Projets affichés\u00a0: {count} sur {total}",
  "home.portfolio.viewLive": "Voir le site",
  "home.portfolio.viewCode": "Voir le code",
  "home.portfolio.technologies": "Technologies",
  "home.portfolio.category.web": "Développement web",
  "home.portfolio.category.marketing": "Marketing",
  "home.portfolio.more": "Plus de projets web",
  "home.projects.barbershop.description":
    "Site de démonstration pour un barbier : prestations avec prix selon le niveau du barbier, équipe et réservation en ligne.",
  "home.projects.cleaning.description":
    "Site de démonstration pour une entreprise de ménage, avec une estimation immédiate selon la taille du logement.",
  "home.projects.dental.title": "Page d’atterrissage pour un cabinet dentaire",
  "home.projects.dental.description":
    "Page d’atterrissage en néerlandais pour les petits cabinets dentaires, avec un mini-audit et un plan sur 30 jours.",
  "home.projects.bakery.description":
    "Précommande en ligne de pains et de gâteaux, avec horaires de retrait et menu de la semaine.",
  "home.projects.boutique.description":
    "Boutique de mode en ligne avec lookbook, conseils de taille et campagnes d’e-mailing.",
  "home.projects.physio.description":
    "Site d’un cabinet de kinésithérapie avec soins, pages d’équipe et SEO local.",
  "home.projects.yoga.description":
    "Planning des cours, abonnements et paiement en ligne pour un studio de yoga.",
  "home.projects.trattoria.description":
    "Campagnes locales et fiche d’établissement Google qui ont rempli les tables en semaine.",

  "home.contact.note.sent": "Merci, {name}. Nous vous répondrons à {email}.",
  "home.contact.note.failed":
    "Pas encore envoyé : votre message est toujours dans le formulaire. Renvoyez-le dans un instant, ou appelez-nous.",
  "home.contact.note.tooFast":
    "Votre dernier message nous est bien parvenu. Le suivant pourra partir dans {seconds} {seconds|seconde|secondes}.",
  "home.contact.note.rateLimited":
    "Nous avons déjà plusieurs messages de votre part. Envoyez celui-ci un peu plus tard, ou appelez-nous.",
  "home.contact.heading": "Contact",
  "home.contact.intro": "Parlez-nous de votre projet. Nous vous répondrons rapidement.",
  "home.contact.emailLabel": "E-mail",
  "home.contact.phoneLabel": "Téléphone",
  "home.contact.addressLabel": "Adresse",
  "home.contact.addressNote":
    "Adresse du siège, pas d’accueil du public. Nous vous rencontrons en ligne ou chez vous.",
  "home.contact.consultationTitle": "Consultation de {minutes} minutes",
  "home.contact.consultationText":
    "Un court appel vidéo ou téléphonique sur vos objectifs, votre budget et vos délais, sans engagement.",
  "home.contact.invoiceTitle": "Factures",
  "home.contact.invoiceNote":
    "Chaque paiement donne lieu à une facture officielle avec TVA, pour les entreprises comme pour les particuliers.",
  "home.contact.formHeading": "Envoyez-nous un message",
};
