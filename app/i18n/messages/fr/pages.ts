import type { pages as en } from "../en/pages";
import type { Translation } from "../types";

export const pages: Translation<typeof en> = {
  "home.meta.title": "Studio Noord : sites web, marketing et photo/vidéo aux Pays-Bas",
  "home.meta.description":
    "Sites web rapides en {launchDays} {launchDays|jour|jours}, marketing digital et photo/vidéo pour les PME. Studio aux Pays-Bas dirigé par son fondateur. Prototype en {prototypeDays} {prototypeDays|jour|jours}.",
  "photoVideo.meta.title": "Services photo et vidéo | Studio Noord",
  "photoVideo.meta.description":
    "Photographie de portrait, lifestyle et mode, vidéo et couverture d’événements. Photos livrées en {days} {days|jour|jours}.",
  "photoVideo.heading": "Des photos et des vidéos qui racontent votre histoire",
  "photoVideo.intro":
    "Photographie, vidéo et couverture d’événements pour les particuliers et les entreprises, avec plus de {years} {years|an|ans} d’expérience en photographie.",
  "portfolio.meta.title": "Portfolio photo et vidéo | Studio Noord",
  "portfolio.meta.description":
    "Une sélection de nos travaux : portrait, lifestyle, mode, mariage, entreprise et événementiel.",
  "portfolio.heading": "Portfolio photo et vidéo",
  "portfolio.intro": "Une sélection de nos séances photo et productions vidéo récentes.",
  "websitePortfolio.meta.title": "Portfolio de sites web | Studio Noord",
  "websitePortfolio.meta.description":
    "Les sites que nous avons réalisés pour des entreprises de la santé et du divertissement : technologies et fonctionnalités clés.",
  "websitePortfolio.heading": "Portfolio de sites web",
  "websitePortfolio.intro":
    "Des sites web conçus et développés pour de petites entreprises, de la première idée à la mise en ligne et au suivi.",
  "card.meta.title": "Carte de visite numérique | Studio Noord",
  "card.meta.description":
    "Contactez le fondateur de Studio Noord : téléphone, WhatsApp, Telegram, e-mail et site web réunis sur une seule carte.",
  "card.heading": "Carte de visite numérique",
  "card.intro": "Tous les moyens de me joindre, au même endroit.",
  "legal.meta.title": "Mentions légales | Studio Noord",
  "legal.meta.description":
    "Mentions légales de Studio Noord : immatriculation, adresses et coordonnées.",
  "legal.heading": "Mentions légales",
  "legal.intro": "Qui édite ce site et comment nous joindre.",
  "privacy.meta.title": "Politique de confidentialité | Studio Noord",
  "privacy.meta.description":
    "Les données collectées par nos formulaires, leurs destinataires, leur durée de conservation, les cookies et vos droits au titre du RGPD.",
  "privacy.heading": "Politique de confidentialité",
  "privacy.intro": "Comment nous traitons vos données personnelles lorsque vous utilisez ce site.",
  "terms.meta.title": "Conditions générales | Studio Noord",
  "terms.meta.description": "Les conditions applicables à notre site web et à nos services.",
  "terms.heading": "Conditions générales",
  "terms.intro":
    "Les conditions qui s’appliquent lorsque vous utilisez ce site ou commandez nos services.",
  "tandarts.heading": "Sites web pour cabinets dentaires",
  "tandarts.meta.title": "Sites web pour cabinets dentaires | Studio Noord",
  "tandarts.meta.description":
    "Sites web et marketing en ligne pour les petits cabinets dentaires.",
  "messageSent.meta.title": "Message envoyé | Studio Noord",
  "messageSent.meta.description": "Votre message a bien été envoyé.",
  "messageSent.heading": "Message envoyé !",
  "messageSent.intro": "Votre demande a bien été envoyée. Nous vous répondrons rapidement.",
  "messageSent.back": "Retour à l’accueil",
  "messageSent.quoteHeading": "Demande de devis envoyée !",
  "messageSent.quoteIntro":
    "Merci ! Nous avons bien reçu votre configuration et vous enverrons bientôt un devis.",
  "messageSent.quoteBack": "Retour au calculateur",
  "messageNotSent.meta.title": "Message non envoyé | Studio Noord",
  "messageNotSent.meta.description": "Votre message n’a pas pu être envoyé.",
  "messageNotSent.heading": "Votre message n’a pas été envoyé",
  "messageNotSent.intro":
    "Veuillez vérifier le formulaire : le nom, une adresse e-mail valide et un message sont obligatoires. Rien n’a été envoyé.",
  "messageNotSent.back": "Retour au formulaire de contact",
  "messageNotSent.fieldsLabel": "Veuillez vérifier ces champs :",
  "messageNotSent.field.name": "Nom",
  "messageNotSent.field.email": "E-mail",
  "messageNotSent.field.phone": "Téléphone",
  "messageNotSent.field.practiceName": "Nom du cabinet",
  "messageNotSent.field.message": "Message",
  "messageNotSent.field.practiceUrl": "Site web du cabinet",
  "messageNotSent.field.company": "Entreprise",
  "messageNotSent.field.consent": "Accord pour vous contacter",
  "messageNotSent.field.privacy": "Accord pour vous contacter au sujet de cette demande",
  "messageNotSent.quoteHeading": "Votre demande de devis n’a pas été envoyée",
  "messageNotSent.reason.invalid":
    "Certains champs sont à corriger. Ce que vous avez saisi se trouve ci-dessous : corrigez-le et renvoyez-le.",
  "messageNotSent.retryHeading": "Vérifiez et renvoyez",
  "messageNotSent.retrySubmit": "Renvoyer",
  "messageNotSent.reason.rateLimited":
    "Vous venez d’envoyer un message. Veuillez patienter {wait}, puis réessayer.",
  "messageNotSent.wait.one": "{count} seconde",
  "messageNotSent.wait.few": "{count} secondes",
  "messageNotSent.wait.many": "{count} secondes",
  "messageNotSent.wait.other": "{count} secondes",
  "messageNotSent.reason.hourlyLimit":
    "Vous avez envoyé plusieurs messages au cours de la dernière heure. Réessayez dans environ {minutes} {minutes|minute|minutes}, ou appelez-nous ou écrivez-nous.",

  "messageNotSent.reason.tooLarge":
    "Ce que vous avez envoyé dépasse ce qu’un formulaire peut recevoir\u00a0: nous ne l’avons pas lu. Revenez en arrière, raccourcissez votre message à {max}\u00a0caractères au plus et renvoyez-le, ou écrivez-nous par e-mail.",
  "messageNotSent.reason.otherSite":
    "Ce formulaire a été envoyé depuis une autre adresse web\u00a0: il n’a pas été accepté. Ouvrez {site} et envoyez-le depuis ce site, ou appelez-nous ou écrivez-nous.",
  "messageNotSent.reason.unreadable":
    "Votre navigateur a envoyé le formulaire d’une façon que nous n’avons pas pu lire. Revenez en arrière et renvoyez-le, ou appelez-nous ou écrivez-nous.",
  "messageNotSent.reason.server":
    "Une erreur s’est produite de notre côté. Veuillez réessayer dans une minute, ou nous appeler ou nous écrire.",
};
