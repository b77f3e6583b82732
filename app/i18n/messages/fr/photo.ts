import type { photo as en } from "../en/photo";
import type { Translation } from "../types";

export const photo: Translation<typeof en> = {
  "photo.hero.eyebrow": "Studio photo et vidéo",
  "photo.hero.ctaServices": "Services et tarifs",
  "photo.hero.ctaContact": "Réserver une séance",
  "photo.hero.factExperience": "Plus de {years} {years|an|ans} d’expérience en photographie",
  "photo.hero.factDelivery": "Photos livrées en {days} {days|jour|jours}",
  "photo.hero.factClients": "Plus de {clients} clients satisfaits",

  "photo.services.heading": "Services photo et vidéo",
  "photo.services.intro":
    "D’un simple portrait à une journée entière de reportage : des formules claires et des prix honnêtes.",
  "photo.services.priceLabel": "Fourchette de prix",
  "photo.services.priceNote":
    "Prix indicatifs hors TVA. Vous recevez un devis ferme avant la séance.",
  "photo.service.photography.title": "Photographie",
  "photo.service.photography.description":
    "Portrait, lifestyle, photo d’entreprise et de mode, en extérieur ou en studio.",
  "photo.service.photography.feature1": "Appareil et éclairage professionnels",
  "photo.service.photography.feature2": "Correction des couleurs et retouche",
  "photo.service.photography.feature3": "Galerie en ligne privée",
  "photo.service.photography.feature4": "Photos livrées en {days} {days|jour|jours}",
  "photo.service.videography.title": "Vidéographie",
  "photo.service.videography.description":
    "Des films courts pour les marques, les réseaux sociaux et les moments importants, du scénario au montage final.",
  "photo.service.videography.feature1": "Scénario et liste de plans",
  "photo.service.videography.feature2": "Tournage en 4K avec stabilisateur",
  "photo.service.videography.feature3": "Montage, étalonnage et musique sous licence",
  "photo.service.videography.feature4": "Versions pour votre site et les réseaux sociaux",
  "photo.service.events.title": "Événements",
  "photo.service.events.description":
    "Photo et vidéo de conférences, de fêtes, de lancements de produits et de mariages.",
  "photo.service.events.feature1": "Photo et vidéo par une seule équipe",
  "photo.service.events.feature2": "Moments spontanés et photos de groupe",
  "photo.service.events.feature3": "Vidéo des temps forts pour les réseaux sociaux",
  "photo.service.events.feature4": "Galerie en ligne à partager avec vos invités",

  "photo.sessions.heading": "Séances photo",
  "photo.sessions.intro":
    "Choisissez la séance qui vous convient. Chaque séance comprend un court appel de préparation et des photos retouchées par un professionnel.",
  "photo.sessions.durationLabel": "Durée",
  "photo.sessions.priceLabel": "Prix",
  "photo.sessions.duration": "{min} à {max} heures",
  "photo.sessions.priceFrom": "à partir de {price} de\u00a0l’heure",
  "photo.sessions.book": "Réserver cette séance",
  "photo.session.individual.title": "Portrait individuel",
  "photo.session.individual.description":
    "Portraits professionnels et personnels pour votre profil, votre CV ou votre site.",
  "photo.session.lifestyle.title": "Séance lifestyle",
  "photo.session.lifestyle.description":
    "Des photos naturelles de vous, de votre famille ou de votre équipe, dans un cadre détendu.",
  "photo.session.fashion.title": "Séance mode",
  "photo.session.fashion.description":
    "Lookbooks et éditoriaux pour créateurs, mannequins et boutiques.",

  "photo.gallery.heading": "Travaux récents",
  "photo.gallery.intro":
    "Une sélection de nos dernières séances. Ouvrez une photo pour l’afficher en grand.",
  "photo.gallery.viewAll": "Voir tout le portfolio",
  "photo.gallery.viewLarger": "(afficher en grand)",

  "photo.reasons.heading": "Pourquoi nos clients nous choisissent",
  "photo.reason.experience.title": "Plus de {years} {years|an|ans} derrière l’objectif",
  "photo.reason.experience.text":
    "Nous savons mettre les gens à l’aise : vos photos sont naturelles, jamais figées.",
  "photo.reason.delivery.title": "Vos photos en {days} {days|jour|jours}",
  "photo.reason.delivery.text":
    "Vos photos retouchées arrivent dans une galerie en ligne privée, prêtes à être téléchargées et partagées.",
  "photo.reason.languages.title": "Nous parlons votre langue",
  "photo.reason.languages.text":
    "Séances et échanges en {count} langues : anglais, néerlandais, ukrainien et français.",
  "photo.reason.allInOne.title": "Photo, vidéo et web au même endroit",
  "photo.reason.allInOne.text":
    "Besoin de vos photos sur un nouveau site ? Nous le créons aussi, pour un ensemble cohérent.",

  "photo.cta.heading": "Prêt pour votre séance ?",
  "photo.cta.text":
    "Dites-nous ce que vous avez en tête : nous revenons vers vous avec un plan et un prix ferme.",
  "photo.cta.contact": "Nous contacter",

  "photo.category.portrait": "Portrait",
  "photo.category.lifestyle": "Lifestyle",
  "photo.category.business": "Entreprise",
  "photo.category.seasonal": "Saisons",
  "photo.category.evening": "Soirée",
  "photo.category.holiday": "Fêtes",
  "photo.category.fashion": "Mode",
  "photo.category.wedding": "Mariage",
  "photo.category.corporate": "Film d’entreprise",
  "photo.category.events": "Événements",

  "photo.item.portraitStudio.title": "Portrait en studio",
  "photo.item.portraitStudio.description":
    "Une lumière douce et une expression calme et naturelle.",
  "photo.item.lifestyleFamily.title": "Après-midi en famille",
  "photo.item.lifestyleFamily.description": "Une séance en famille, en plein air, à l’heure dorée.",
  "photo.item.businessHeadshots.title": "Séance d’entreprise en ville",
  "photo.item.businessHeadshots.description":
    "Portraits d’équipe et architecture des bureaux pour le site d’une entreprise.",
  "photo.item.seasonalAutumn.title": "Couleurs d’automne",
  "photo.item.seasonalAutumn.description": "Une séance de saison parmi les feuilles qui tombent.",
  "photo.item.eveningCity.title": "La ville au crépuscule",
  "photo.item.eveningCity.description": "Des portraits du soir sur fond de lumières de la ville.",
  "photo.item.holidayLights.title": "Lumières de fête",
  "photo.item.holidayLights.description": "Une séance festive sous de chaleureuses guirlandes.",
  "photo.item.fashionEditorial.title": "Éditorial mode",
  "photo.item.fashionEditorial.description":
    "Des aplats de couleurs audacieux pour le lookbook d’une créatrice.",
  "photo.item.portraitOutdoor.title": "Portrait de marque personnelle",
  "photo.item.portraitOutdoor.description":
    "Un portrait pour le site d’une coach, dans la douce lumière du soir.",
  "photo.item.lifestyleCafe.title": "Lever de soleil à la campagne",
  "photo.item.lifestyleCafe.description":
    "Une séance lifestyle au petit matin pour un blog de voyage.",
  "photo.item.weddingFilm.title": "Film de mariage",
  "photo.item.weddingFilm.description":
    "Toute la journée en quelques minutes : les vœux, les alliances et la première danse.",
  "photo.item.corporateFilm.title": "Keynote de conférence",
  "photo.item.corporateFilm.description":
    "Une keynote filmée à deux caméras et montée pour le site de l’entreprise.",
  "photo.item.eventFilm.title": "Aftermovie de festival",
  "photo.item.eventFilm.description":
    "L’énergie d’un événement en direct dans un aftermovie court et rythmé.",

  "photo.portfolio.photosHeading": "Photographie",
  "photo.portfolio.photosIntro":
    "Séances portrait, lifestyle, entreprise, saisons, soirée, fêtes et mode.",
  "photo.portfolio.videosHeading": "Vidéo",
  "photo.portfolio.videosIntro":
    "Films de mariage, d’entreprise et d’événements. Les films de nos clients sont privés : nous montrons ici un aperçu, et le film complet sur demande.",
  "photo.portfolio.videoBadge": "Vidéo",
  "photo.portfolio.videoNote": "Le film complet est disponible sur demande.",
  "photo.portfolio.requestFilm": "Demander à voir le film complet",
  "photo.portfolio.requestFilmMessage":
    "Bonjour ! J’ai vu l’aperçu de « {title} » sur votre site. Pourriez-vous me montrer le film complet ?",
  "photo.portfolio.ctaHeading": "Créons quelque chose ensemble",
  "photo.portfolio.ctaText": "Réservez une séance photo ou parlez-nous de votre projet vidéo.",
  "photo.portfolio.bookSession": "Réserver une séance",
  "photo.portfolio.getInTouch": "Nous contacter",

  "photo.lightbox.dialog": "Visionneuse d’images",
  "photo.lightbox.carousel": "carrousel",
  "photo.lightbox.slide": "diapositive",
  "photo.lightbox.close": "Fermer (Échap)",
  "photo.lightbox.zoom": "Zoomer ou dézoomer (Z)",
  "photo.lightbox.previous": "Précédente (flèche gauche)",
  "photo.lightbox.next": "Suivante (flèche droite)",
  "photo.lightbox.error": "Impossible de charger cette image.",
};
