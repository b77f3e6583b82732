/**
 * The Dutch landing page for small dental practices (docs/product.md §10, §6.3). It exists only in
 * Dutch, so its texts live here rather than in the four-language messages. Numbers are fields,
 * filled into the texts by placeholder, so each is typed once.
 */
import { STUDIO } from "./studio";

export const TANDARTS = {
  numbers: {
    /** docs/product.md §10: the mini-audit arrives within 48 hours with 3-5 improvement points. */
    auditHours: 48,
    auditPoints: "3–5",
    /** docs/product.md §10: purchasing savings target and time to first results. */
    savingsTargetPercent: "5–15",
    resultsWeeks: "2–4",
  },
  hero: {
    eyebrow: "Voor kleine tandartspraktijken",
    title: "Meer nieuwe patiënten met een website die voor je praktijk werkt",
    text: "Wij bouwen en verbeteren websites voor tandartspraktijken: snel, vindbaar in Google en met een afspraakknop die patiënten ook echt gebruiken. Je werkt direct met de oprichter, zonder tussenlagen.",
    primary: "Vraag de gratis mini-audit aan",
    secondary: "Bekijk de pakketten",
    points: [
      "Mini-audit binnen {auditHours} uur",
      "Eerste resultaten binnen {resultsWeeks} weken",
      "Heldere prijzen, exclusief {vat} btw",
    ],
  },
  audit: {
    heading: "Gratis mini-audit van je praktijkwebsite",
    text: "Stuur ons het adres van je website. Binnen {auditHours} uur krijg je een korte video of notitie met {auditPoints} concrete verbeterpunten: snelheid, vindbaarheid, de weg naar een afspraak en je vermelding in Google Maps.",
    points: [
      "Geen verplichtingen en geen verkooppraatje",
      "Concreet: wat je morgen zelf kunt aanpassen",
      "Met een eerlijke inschatting van wat het oplevert",
    ],
    cta: "Mini-audit aanvragen",
  },
  packages: {
    heading: "Pakketten",
    intro: "Kies wat bij je praktijk past. Alle prijzen zijn vanafprijzen, exclusief {vat} btw.",
    popular: "Populair",
    from: "vanaf",
    perMonth: "per maand",
    plusSetup: "plus eenmalige opstartkosten",
    choose: "Kies {name}",
    items: [
      {
        id: "essential",
        name: "Essential",
        price: 800,
        monthly: false,
        popular: false,
        text: "Voor praktijken met een website die beter kan.",
        features: [
          "Audit van je huidige website",
          "Redesign van één pagina",
          "Snelheidsoptimalisatie",
          "Basis-SEO: titels, beschrijvingen, Google-bedrijfsprofiel",
          "1 maand ondersteuning",
        ],
      },
      {
        id: "growth",
        name: "Growth",
        price: 2500,
        monthly: false,
        popular: true,
        text: "Een complete nieuwe website die patiënten oplevert.",
        features: [
          "Volledige website van 5–8 secties",
          "Nederlands en Engels (NL/EN)",
          "Opzet van advertenties in Google",
          "2 maanden optimalisatie na livegang",
        ],
      },
      {
        id: "partner",
        name: "Partner",
        price: 600,
        monthly: true,
        popular: false,
        text: "Wij zijn je vaste online partner, maand na maand.",
        features: [
          "Website, advertenties en SEO in één hand",
          "Maandelijks rapport en overleg",
          "Doorlopende verbeteringen en nieuwe pagina's",
          "Maandelijks opzegbaar na de opstartperiode",
        ],
      },
    ],
  },
  plan: {
    heading: "Het 30-dagenplan",
    intro: "Zo gaan we van het eerste gesprek naar een website die afspraken oplevert.",
    steps: [
      {
        period: "Week 1",
        title: "Audit en snelle winst",
        text: "We meten snelheid en vindbaarheid, zetten je Google-bedrijfsprofiel recht en maken de afspraakknop overal zichtbaar.",
      },
      {
        period: "Week 2–3",
        title: "Ontwerp en bouw",
        text: "Nieuwe pagina's voor je behandelingen, team en tarieven, met teksten die patiënten begrijpen. Jij geeft feedback op een werkend prototype.",
      },
      {
        period: "Week 3–4",
        title: "Livegang en bijsturen",
        text: "De website gaat live, advertenties starten en we sturen bij op basis van echte cijfers: bezoekers, telefoontjes en afspraken.",
      },
    ],
  },
  results: {
    heading: "Wat je mag verwachten",
    items: [
      {
        value: "{savingsTargetPercent}%",
        label: "Besparingsdoel op je inkoop van online diensten: hosting, software en advertenties",
      },
      { value: "{resultsWeeks} weken", label: "Tot de eerste meetbare resultaten" },
      { value: "{yearsExperience}+ jaar", label: "Ervaring met websites en online marketing" },
      {
        value: "{mobileBrowsingPercent}%",
        label: "Van je patiënten zoekt op de telefoon: wij bouwen met mobiel voorop",
      },
    ],
    note: "Elke seconde vertraging kost {lossPerSecondDelayPercent}% van je klanten. Daarom laden onze websites binnen {loadTargetSeconds} seconden.",
  },
  form: {
    heading: "Vraag je gratis mini\u2011audit aan",
    intro:
      "Vul het formulier in. We reageren binnen {auditHours} uur, op werkdagen meestal dezelfde dag.",
    name: "Je naam",
    practiceName: "Naam van de praktijk",
    website: "Website van de praktijk",
    websitePlaceholder: "https://",
    email: "E-mailadres",
    phone: "Telefoonnummer",
    package: "Interesse in pakket",
    packageNone: "Weet ik nog niet",
    message: "Opmerkingen",
    privacy: `Ik ga ermee akkoord dat ${STUDIO.brand} mijn gegevens verwerkt om contact met mij op te nemen over deze aanvraag.`,
    privacyLink: "Lees ons privacybeleid",
    honeypot: "Laat dit veld leeg",
    required: "verplicht",
    optional: "optioneel",
    submit: "Mini-audit aanvragen",
    sending: "Versturen…",
    success:
      "Bedankt, {name}! Je aanvraag is verstuurd. We nemen binnen {auditHours} uur contact met je op.",
    successToast: "Aanvraag verstuurd",
    /** The page a request sent without JavaScript lands on (/nl/message-sent?form=tandarts). */
    sentPage: {
      heading: "Je aanvraag is verstuurd",
      intro:
        "Bedankt! Je aanvraag voor de mini-audit is goed aangekomen. We nemen binnen {auditHours} uur contact met je op.",
      back: "Terug naar de tandartspagina",
    },
    error: "Versturen is niet gelukt. Probeer het opnieuw of bel ons.",
    errorToast: "Versturen mislukt",
    /** Said in the form beside the toasts, in other words (the toast goes, this stays). */
    errorNote:
      "Nog niet verstuurd: je gegevens staan nog in het formulier. Verstuur het zo nog eens, of bel ons.",
    tooFast: "Even geduld: wacht {seconds} seconden voordat je opnieuw verstuurt.",
    tooFastNote:
      "Je vorige aanvraag is bij ons aangekomen. De volgende kan over {seconds} seconden.",
    orCall: "Liever direct bellen?",
  },
} as const;
