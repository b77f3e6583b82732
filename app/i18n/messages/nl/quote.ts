import type { quote as en } from "../en/quote";
import type { Translation } from "../types";

export const quote: Translation<typeof en> = {
  "quote.title": "Offerte aanvragen",
  "quote.description":
    "Laat je gegevens achter, dan sturen we je een offerte voor deze samenstelling.",
  "quote.summary": "{platform}, {pages}",
  "quote.summaryTotal": "{total} excl. btw ({totalInclVat} incl. btw)",
  "quote.name": "Naam",
  "quote.email": "E-mail",
  "quote.phone": "Telefoon",
  "quote.company": "Bedrijf",
  "quote.message": "Bericht",
  "quote.optional": "(optioneel)",
  "quote.consent":
    "Ik ga ermee akkoord dat Studio Noord contact met mij opneemt over deze aanvraag.",
  "quote.consentHint": "Vink het vakje hierboven aan om je aanvraag te versturen.",
  "quote.submit": "Aanvraag versturen",
  "quote.sending": "Bezig met versturen…",
  "quote.cancel": "Annuleren",
  "quote.successTitle": "Offerteaanvraag verstuurd!",
  "quote.successText": "Bedankt. We sturen je snel een offerte.",
  "quote.sentNote":
    "Je offerteaanvraag voor deze configuratie is binnen. We antwoorden op {email}.",
  "quote.failTitle": "Je aanvraag is niet verstuurd",
  "quote.failText":
    "Er ging iets mis bij het versturen. Probeer het opnieuw, of bel of mail ons: je gegevens staan er nog.",
  "quote.tooFastText":
    "Wacht {seconds} {seconds|seconde|seconden} voordat je nog een aanvraag verstuurt.",
  "quote.rateLimitedText":
    "Je hebt in korte tijd meerdere aanvragen verstuurd. Probeer het later opnieuw, of bel of mail ons.",
};
