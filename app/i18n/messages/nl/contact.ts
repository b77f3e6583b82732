import type { contact as en } from "../en/contact";
import type { Translation } from "../types";

export const contact: Translation<typeof en> = {
  "contact.name": "Naam",
  "contact.email": "E-mail",
  "contact.phone": "Telefoon",
  "contact.message": "Bericht",
  "contact.optional": "(optioneel)",
  "contact.messagePlaceholder": "Wat wil je laten bouwen of verbeteren?",
  /** Prefilled message when a visitor comes from "Book this session" on the photo/video page. */
  "contact.sessionRequest": "Ik wil graag een fotoshoot boeken: {session}.",
  "contact.session.individual": "Individueel portret",
  "contact.session.lifestyle": "Lifestyleshoot",
  "contact.session.fashion": "Modeshoot",
  "contact.honeypot": "Laat dit veld leeg",
  "contact.submit": "Bericht versturen",
  "contact.sending": "Bezig met versturen…",
  "contact.privacyNote": "We gebruiken je gegevens alleen om je bericht te beantwoorden.",
  "contact.privacyLink": "Privacybeleid",
  "contact.toast.region": "Meldingen",
  "contact.toast.close": "Melding sluiten",
  "contact.toast.successTitle": "Bericht verstuurd!",
  "contact.toast.successText": "Je aanvraag is verstuurd. We nemen snel contact met je op.",
  "contact.toast.failTitle": "Versturen mislukt",
  "contact.toast.failText": "Je bericht kon niet worden verstuurd. Probeer het opnieuw.",
  "contact.toast.tooFastTitle": "Te snel!",
  "contact.toast.tooFastText":
    "Wacht {seconds} {seconds|seconde|seconden} voordat je nog een bericht verstuurt.",
  "contact.toast.rateLimitedText":
    "Je hebt in korte tijd meerdere berichten verstuurd. Probeer het later opnieuw of bel ons.",
  "contact.error.required": "Vul dit veld in.",
  "contact.error.invalid_email": "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  "contact.error.invalid_phone": "Vul een geldig telefoonnummer in, bijvoorbeeld +31 6 1234 5678.",
  "contact.error.too_long": "Dit is te lang. Maak het wat korter.",
  "contact.error.too_long_max": "Dit is te lang. Maak het korter: maximaal {max} tekens.",
  "contact.error.invalid_chars": "Dit bevat tekens die we niet kunnen accepteren.",
  "contact.error.must_accept": "Vink dit vakje aan om door te gaan.",
  "contact.error.invalid_url": "Vul een webadres in, bijvoorbeeld www.praktijk.nl.",
  "contact.error.invalid_value": "Controleer deze waarde.",
};
