import type { contact as en } from "../en/contact";
import type { Translation } from "../types";

export const contact: Translation<typeof en> = {
  "contact.name": "Nom",
  "contact.email": "E-mail",
  "contact.phone": "Téléphone",
  "contact.message": "Message",
  "contact.optional": "(facultatif)",
  "contact.messagePlaceholder": "Que souhaitez-vous créer ou améliorer ?",
  /** Prefilled message when a visitor comes from "Book this session" on the photo/video page. */
  "contact.sessionRequest": "Je souhaite réserver une séance photo : {session}.",
  "contact.session.individual": "Portrait individuel",
  "contact.session.lifestyle": "Séance lifestyle",
  "contact.session.fashion": "Séance mode",
  "contact.honeypot": "Laissez ce champ vide",
  "contact.submit": "Envoyer le message",
  "contact.sending": "Envoi en cours…",
  "contact.privacyNote": "Nous utilisons vos données uniquement pour répondre à votre message.",
  "contact.privacyLink": "Politique de confidentialité",
  "contact.toast.region": "Notifications",
  "contact.toast.close": "Fermer la notification",
  "contact.toast.successTitle": "Message envoyé !",
  "contact.toast.successText": "Votre demande a bien été envoyée. Nous vous répondrons rapidement.",
  "contact.toast.failTitle": "Échec de l’envoi",
  "contact.toast.failText": "Votre message n’a pas pu être envoyé. Veuillez réessayer.",
  "contact.toast.tooFastTitle": "Trop rapide !",
  "contact.toast.tooFastText":
    "Veuillez patienter {seconds} {seconds|seconde|secondes} avant d’envoyer un autre message.",
  "contact.toast.rateLimitedText":
    "Vous avez envoyé plusieurs messages en peu de temps. Réessayez plus tard ou appelez-nous.",
  "contact.error.required": "Veuillez remplir ce champ.",
  "contact.error.invalid_email":
    "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.",
  "contact.error.invalid_phone":
    "Veuillez saisir un numéro de téléphone valide, par exemple +31 6 1234 5678.",
  "contact.error.too_long": "Ce texte est trop long. Veuillez le raccourcir.",
  "contact.error.too_long_max":
    "Ce texte est trop long. Raccourcissez-le à {max} caractères au maximum.",
  "contact.error.invalid_chars":
    "Ce texte contient des caractères que nous ne pouvons pas accepter.",
  "contact.error.must_accept": "Veuillez cocher cette case pour continuer.",
  "contact.error.invalid_url": "Veuillez saisir une adresse web, par exemple www.exemple.nl.",
  "contact.error.invalid_value": "Veuillez vérifier cette valeur.",
};
