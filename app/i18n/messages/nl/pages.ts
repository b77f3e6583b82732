import type { pages as en } from "../en/pages";
import type { Translation } from "../types";

export const pages: Translation<typeof en> = {
  "home.meta.title": "Studio Noord: websites, marketing en foto/video in Nederland",
  "home.meta.description":
    "Snelle websites in {launchDays} {launchDays|dag|dagen}, digitale marketing en foto/video voor kleine bedrijven. Studio in Nederland, direct met de oprichter. Prototype in {prototypeDays} {prototypeDays|dag|dagen}.",
  "photoVideo.meta.title": "Fotografie en video | Studio Noord",
  "photoVideo.meta.description":
    "Portret-, lifestyle- en modefotografie, videografie en evenementenfotografie. Je foto's binnen {days} {days|dag|dagen} geleverd.",
  "photoVideo.heading": "Foto en video die jouw verhaal vertellen",
  "photoVideo.intro":
    "Fotografie, videografie en verslag van evenementen voor particulieren en bedrijven, met meer dan {years} jaar ervaring in fotografie.",
  "portfolio.meta.title": "Foto- en videoportfolio | Studio Noord",
  "portfolio.meta.description":
    "Een selectie uit ons werk: portretten, lifestyle, mode, bruiloften, bedrijfsreportages en evenementen.",
  "portfolio.heading": "Foto- en videoportfolio",
  "portfolio.intro": "Een selectie van onze recente fotoshoots en videoproducties.",
  "websitePortfolio.meta.title": "Websiteportfolio | Studio Noord",
  "websitePortfolio.meta.description":
    "Websites die we bouwden voor bedrijven in de zorg en de entertainmentsector: gebruikte technieken en belangrijkste functies.",
  "websitePortfolio.heading": "Websiteportfolio",
  "websitePortfolio.intro":
    "Websites die we ontwierpen en bouwden voor kleine bedrijven, van het eerste idee tot de lancering en het onderhoud.",
  "card.meta.title": "Digitaal visitekaartje | Studio Noord",
  "card.meta.description":
    "Neem contact op met de oprichter van Studio Noord: telefoon, WhatsApp, Telegram, e-mail en website op één kaartje.",
  "card.heading": "Digitaal visitekaartje",
  "card.intro": "Alle manieren om mij te bereiken, op één plek.",
  "legal.meta.title": "Bedrijfsgegevens | Studio Noord",
  "legal.meta.description":
    "Bedrijfsgegevens van Studio Noord: inschrijvingsgegevens, adressen en contactgegevens.",
  "legal.heading": "Bedrijfsgegevens",
  "legal.intro": "Wie deze website beheert en hoe je ons bereikt.",
  "privacy.meta.title": "Privacybeleid | Studio Noord",
  "privacy.meta.description":
    "Welke gegevens onze formulieren verzamelen, waar ze terechtkomen, hoelang we ze bewaren, cookies en je rechten volgens de AVG.",
  "privacy.heading": "Privacybeleid",
  "privacy.intro": "Hoe we met je persoonsgegevens omgaan als je deze website gebruikt.",
  "terms.meta.title": "Algemene voorwaarden | Studio Noord",
  "terms.meta.description": "De voorwaarden die gelden voor onze website en onze diensten.",
  "terms.heading": "Algemene voorwaarden",
  "terms.intro": "De voorwaarden die gelden als je deze website gebruikt of onze diensten afneemt.",
  "tandarts.heading": "Websites voor tandartspraktijken",
  "tandarts.meta.title": "Websites voor tandartspraktijken | Studio Noord",
  "tandarts.meta.description": "Websites en online marketing voor kleine tandartspraktijken.",
  "messageSent.meta.title": "Bericht verstuurd | Studio Noord",
  "messageSent.meta.description": "Je bericht is verstuurd.",
  "messageSent.heading": "Bericht verstuurd!",
  "messageSent.intro": "Je aanvraag is verstuurd. We nemen snel contact met je op.",
  "messageSent.back": "Terug naar de startpagina",
  "messageSent.quoteHeading": "Offerteaanvraag verstuurd!",
  "messageSent.quoteIntro":
    "Bedankt. We hebben je samenstelling ontvangen en sturen je snel een offerte.",
  "messageSent.quoteBack": "Terug naar de calculator",
  "messageNotSent.meta.title": "Bericht niet verstuurd | Studio Noord",
  "messageNotSent.meta.description": "Je bericht kon niet worden verstuurd.",
  "messageNotSent.heading": "Je bericht is niet verstuurd",
  "messageNotSent.intro":
    "Controleer het formulier: naam, een geldig e-mailadres en een bericht zijn verplicht. Er is niets verstuurd.",
  "messageNotSent.back": "Terug naar het contactformulier",
  "messageNotSent.fieldsLabel": "Controleer deze velden:",
  "messageNotSent.field.name": "Naam",
  "messageNotSent.field.email": "E-mail",
  "messageNotSent.field.phone": "Telefoon",
  "messageNotSent.field.practiceName": "Naam praktijk",
  "messageNotSent.field.message": "Bericht",
  "messageNotSent.field.practiceUrl": "Website praktijk",
  "messageNotSent.field.company": "Bedrijf",
  "messageNotSent.field.consent": "Toestemming voor contact",
  "messageNotSent.field.privacy": "Akkoord met contact over deze aanvraag",
  "messageNotSent.quoteHeading": "Je offerteaanvraag is niet verstuurd",
  "messageNotSent.reason.invalid":
    "Een paar velden moeten nog worden aangepast. Wat je hebt ingevuld staat hieronder: verbeter het en verstuur het opnieuw.",
  "messageNotSent.retryHeading": "Controleer en verstuur opnieuw",
  "messageNotSent.retrySubmit": "Opnieuw versturen",
  "messageNotSent.reason.rateLimited":
    "Je hebt zojuist al een bericht verstuurd. Wacht {wait} en probeer het dan opnieuw.",
  "messageNotSent.wait.one": "{count} seconde",
  "messageNotSent.wait.few": "{count} seconden",
  "messageNotSent.wait.many": "{count} seconden",
  "messageNotSent.wait.other": "{count} seconden",
  "messageNotSent.reason.hourlyLimit":
    "Je hebt het afgelopen uur al meerdere berichten verstuurd. Probeer het over ongeveer {minutes} {minutes|minuut|minuten} opnieuw, of bel of mail ons.",

  "messageNotSent.reason.tooLarge":
    "Wat je stuurde is meer dan een formulier aankan, dus we hebben het niet gelezen. Ga terug, maak je bericht korter (hoogstens {max} tekens) en verstuur het opnieuw, of mail ons.",
  "messageNotSent.reason.otherSite":
    "Dit formulier is verstuurd vanaf een ander webadres en daarom niet aangenomen. Open {site} en verstuur het daar, of bel of mail ons.",
  "messageNotSent.reason.unreadable":
    "Je browser stuurde het formulier op een manier die we niet kunnen lezen. Ga terug en verstuur het opnieuw, of bel of mail ons.",
  "messageNotSent.reason.server":
    "Er ging bij ons iets mis. Probeer het over een minuut opnieuw, of bel of mail ons.",
};
