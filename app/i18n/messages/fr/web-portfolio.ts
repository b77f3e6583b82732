import type { webPortfolio as en } from "../en/web-portfolio";
import type { Translation } from "../types";

export const webPortfolio: Translation<typeof en> = {
  "webPortfolio.projects.heading": "Sélection de projets",
  "webPortfolio.filter.label": "Filtrer les projets",
  "webPortfolio.filter.all": "Tous",
  "webPortfolio.filter.web": "Développement web",
  "webPortfolio.filter.showing": "Projets affichés\u00a0: {count} sur {total}",
  "webPortfolio.industry.healthcare": "Santé",
  "webPortfolio.industry.entertainment": "Loisirs",
  "webPortfolio.service.web": "Développement web",
  "webPortfolio.service.marketing": "Marketing",
  "webPortfolio.screenshotAlt": "Le site {title}",
  "webPortfolio.technologies": "Technologies",
  "webPortfolio.features": "Fonctionnalités clés",
  "webPortfolio.viewLive": "Voir le site",
  "webPortfolio.viewCode": "Voir le code",

  "webPortfolio.project.smilecare.description":
    "Un site rapide et bilingue pour un cabinet dentaire familial, où les nouveaux patients demandent un rendez-vous en une minute.",
  "webPortfolio.project.smilecare.feature1": "Demande de rendez-vous en ligne",
  "webPortfolio.project.smilecare.feature2": "Néerlandais et anglais",
  "webPortfolio.project.smilecare.feature3": "Soins aux tarifs clairs",
  "webPortfolio.project.smilecare.feature4":
    "Chargement en {seconds} {seconds|seconde|secondes} sur mobile",
  "webPortfolio.project.physio.description":
    "Un site moderne pour un cabinet de kinésithérapie : soins, thérapeutes et horaires en un coup d’œil.",
  "webPortfolio.project.physio.feature1": "Profil de chaque thérapeute",
  "webPortfolio.project.physio.feature2": "Questionnaire patient en ligne",
  "webPortfolio.project.physio.feature3": "Carte, itinéraire et horaires",
  "webPortfolio.project.physio.feature4": "Lisible sur tous les écrans",
  "webPortfolio.project.escape.description":
    "Une page d’atterrissage et une campagne publicitaire pour un escape game, conçues pour transformer les clics en réservations.",
  "webPortfolio.project.escape.feature1": "Page d’atterrissage axée sur les réservations",
  "webPortfolio.project.escape.feature2": "Campagnes publicitaires Google et Meta",
  "webPortfolio.project.escape.feature3": "Bouton de réservation sur chaque écran",
  "webPortfolio.project.escape.feature4": "Suivi des conversions de chaque annonce",

  "webPortfolio.process.heading": "Notre méthode",
  "webPortfolio.process.intro":
    "Quatre étapes claires, du premier appel à un site qui continue de grandir.",
  "webPortfolio.process.step": "Étape {number}",
  "webPortfolio.process.discovery.title": "Découverte et planification",
  "webPortfolio.process.discovery.text":
    "Un appel de {minutes} minutes sur votre activité, vos clients et vos objectifs, puis un plan clair et un prix ferme.",
  "webPortfolio.process.design.title": "Design et prototype",
  "webPortfolio.process.design.text":
    "En {prototypeDays} {prototypeDays|jour|jours}, vous parcourez un prototype fonctionnel et nous dites ce qu’il faut changer.",
  "webPortfolio.process.development.title": "Développement et tests",
  "webPortfolio.process.development.text":
    "Nous développons le site et le testons sur téléphones, tablettes et ordinateurs, pour la vitesse et le référencement.",
  "webPortfolio.process.launch.title": "Lancement et suivi",
  "webPortfolio.process.launch.text":
    "Votre site est en ligne en {launchDays} {launchDays|jour|jours}. Ensuite, nous le gardons à jour, sécurisé et rapide.",

  "webPortfolio.cta.heading": "Vous avez un projet en tête ?",
  "webPortfolio.cta.text":
    "Parlez-nous de votre activité et nous vous montrerons à quoi pourrait ressembler votre nouveau site.",
  "webPortfolio.cta.contact": "Lancer votre projet",
  "webPortfolio.cta.services": "Découvrir nos services",
};
