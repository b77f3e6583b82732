import type { quote as en } from "../en/quote";
import type { Translation } from "../types";

export const quote: Translation<typeof en> = {
  "quote.title": "Demander un devis",
  "quote.description":
    "Laissez vos coordonnées et nous vous enverrons un devis pour cette configuration.",
  "quote.summary": "{platform}, {pages}",
  "quote.summaryTotal": "{total} HT ({totalInclVat} TTC)",
  "quote.name": "Nom",
  "quote.email": "E-mail",
  "quote.phone": "Téléphone",
  "quote.company": "Entreprise",
  "quote.message": "Message",
  "quote.optional": "(facultatif)",
  "quote.consent": "J’accepte que Studio Noord me contacte au sujet de cette demande.",
  "quote.consentHint": "Cochez la case ci-dessus pour envoyer votre demande.",
  "quote.submit": "Envoyer la demande",
  "quote.sending": "Envoi en cours…",
  "quote.cancel": "Annuler",
  "quote.successTitle": "Demande de devis envoyée !",
  "quote.successText": "Merci ! Nous vous enverrons bientôt un devis.",
  "quote.sentNote":
    "Votre demande de devis pour cette configuration nous est parvenue. Nous répondrons à {email}.",
  "quote.failTitle": "Votre demande n’a pas été envoyée",
  "quote.failText":
    "Un problème est survenu lors de l’envoi. Réessayez, ou appelez-nous ou écrivez-nous : vos informations sont toujours là.",
  "quote.tooFastText":
    "Veuillez patienter {seconds} {seconds|seconde|secondes} avant d’envoyer une autre demande.",
  "quote.rateLimitedText":
    "Vous avez envoyé plusieurs demandes en peu de temps. Réessayez plus tard, ou appelez-nous ou écrivez-nous.",
};
