import { longDate } from "~/lib/long-date";
import { counted } from "~/lib/plural-category";
import { VAT_RATE } from "~/lib/vat";
import { CLAIMS, STUDIO, postalAddress } from "../studio";
import { LEGAL_VALUES as V, RETENTION as R, TERMS_VALUES as T, type LegalBodies } from "./types";

const since = longDate(STUDIO.legal.registeredSince, "nl-NL");
const vat = `${Math.round(VAT_RATE * 100)}%`;

/** A count and its noun, singular for one; "jaar" and "uur" stay as they are (app/lib/plural-category.ts). */
const num = (count: number | string, one: string, other: string, space?: string) =>
  counted("nl", count, { one, other }, space);

/** De juridische pagina's in het Nederlands (docs/product.md §12). */
export const legalNl: LegalBodies = {
  legal: {
    sections: [
      {
        id: "provider",
        heading: "Wie deze website beheert",
        paragraphs: [
          `Deze website wordt beheerd door ${V.brand}, een ${V.legalForm} naar Nederlands recht, eigendom van en geleid door ${V.owner}.`,
        ],
        facts: [
          ["Handelsnaam", V.brand],
          ["Eigenaar", V.owner],
          ["Rechtsvorm", "Eenmanszaak"],
          ["KvK-nummer", V.kvk],
          ["Btw-identificatienummer", V.vat],
          ["Ingeschreven sinds", since],
          ["Inschrijvingsadres (KvK)", postalAddress(V.registeredAddress, "nl")],
          ["Zakelijk adres", postalAddress(V.businessAddress, "nl")],
          ["E-mail", V.email],
          ["Vragen over privacy", V.privacyEmail],
          ["Telefoon", V.phone],
        ],
      },
      {
        id: "contact",
        heading: "Zo bereik je ons",
        paragraphs: [
          `Mail naar ${V.email} of bel ${V.phone}. We reageren op werkdagen, meestal binnen één werkdag.`,
          "Onze adressen zijn alleen bedoeld voor post en inschrijving: we ontvangen daar geen bezoekers. Gesprekken vinden plaats op afspraak, online of bij jou op locatie.",
        ],
      },
      {
        id: "responsibility",
        heading: "Verantwoordelijk voor de inhoud",
        paragraphs: [
          `${V.owner} is verantwoordelijk voor de inhoud van deze website, op het inschrijvingsadres hierboven.`,
        ],
      },
      {
        id: "accuracy",
        heading: "Juistheid van de informatie",
        paragraphs: [
          "We doen ons best om deze website juist en actueel te houden, maar er kunnen fouten in staan of informatie kan verouderd raken. Prijzen op deze website en de uitkomsten van de prijscalculator zijn indicaties en geen aanbod: alleen een schriftelijke offerte van ons is bindend.",
        ],
      },
      {
        id: "links",
        heading: "Links naar andere websites",
        paragraphs: [
          "Deze website linkt naar diensten van andere bedrijven, zoals WhatsApp, Telegram en sociale netwerken. We hebben geen invloed op hun inhoud of op hoe zij met je gegevens omgaan; hun eigen voorwaarden en privacybeleid zijn van toepassing.",
        ],
      },
      {
        id: "copyright",
        heading: "Auteursrecht",
        paragraphs: [
          `De teksten, ontwerpen, foto's en video's op deze website zijn van ${V.brand} of worden met toestemming gebruikt. Vraag het ons voordat je ze hergebruikt. De barbershop en het schoonmaakbedrijf van de demosites zijn verzonnen bedrijven, gemaakt om ons werk te laten zien.`,
        ],
      },
      {
        id: "complaints",
        heading: "Klachten",
        paragraphs: [
          `Niet tevreden over ons werk of over deze website? Mail naar ${V.email}. We bevestigen de ontvangst van je klacht binnen vijf werkdagen en zoeken samen met jou naar een oplossing.`,
        ],
      },
    ],
  },
  privacy: {
    sections: [
      {
        id: "controller",
        heading: "Wie verantwoordelijk is voor je gegevens",
        paragraphs: [
          `${V.brand} (${V.legalForm}, KvK-nummer ${V.kvk}, ${postalAddress(V.registeredAddress, "nl")}) is verwerkingsverantwoordelijke voor de persoonsgegevens die via deze website worden verwerkt. Voor alles over je gegevens mail je naar ${V.privacyEmail}.`,
        ],
      },
      {
        id: "summary",
        heading: "In het kort",
        paragraphs: [
          "We verzamelen alleen wat je ons via een formulier stuurt, plus de technische gegevens die nodig zijn om deze website te leveren en te beschermen. We plaatsen geen advertentiecookies en laden geen trackingscript in je browser. Conversiemeting met Meta gebeurt pas nadat je in de cookiemelding voor ‘{cookie.acceptAll}’ kiest. We verkopen je gegevens nooit.",
        ],
      },
      {
        id: "forms",
        heading: "Wat onze formulieren verzamelen",
        paragraphs: ["Als je een van onze formulieren verstuurt, ontvangen we:"],
        items: [
          "Contactformulier: je naam, e-mailadres, telefoonnummer (optioneel) en bericht.",
          "Offerteaanvraag via de prijscalculator: je naam, e-mailadres, telefoonnummer, bedrijf en bericht (de laatste drie optioneel), de gekozen samenstelling en de prijs daarvan, de taal van je browser en eventuele campagneparameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) in het adres van de pagina.",
          "Formulier voor tandartspraktijken: je naam, de naam en website van je praktijk, je e-mailadres, telefoonnummer, het pakket waarin je interesse hebt en je opmerkingen (optioneel).",
          "Bij elk formulier: je IP-adres, de user agent van je browser, de taal van de pagina waarop je het verstuurt, het tijdstip van verzenden, een willekeurig verzendnummer en hoelang het invullen duurde. De laatste twee gebruiken we om elke inzending één keer op te slaan en om geautomatiseerde spam te herkennen.",
        ],
      },
      {
        id: "purposes",
        heading: "Waarvoor we je gegevens gebruiken, en op welke grondslag",
        paragraphs: [],
        items: [
          "Om je vraag te beantwoorden en een offerte te maken: stappen die je zelf vraagt vóór een mogelijke overeenkomst (artikel 6 lid 1 sub b AVG). Je bent niet verplicht ons je gegevens te geven, maar zonder naam en e-mailadres kunnen we je niet antwoorden.",
          "Om een overeenkomst uit te voeren en onze administratie bij te houden: uitvoering van de overeenkomst en onze wettelijke verplichtingen, zoals de belastingwetgeving (artikel 6 lid 1 sub b en c AVG).",
          "Om onze formulieren te beschermen tegen spam en misbruik (IP-adres, limieten op het aantal inzendingen, invultijd): ons gerechtvaardigd belang bij een veilige website (artikel 6 lid 1 sub f AVG).",
          "Om te weten welke campagne ons een offerteaanvraag van je oplevert (de campagnelabels in het adres waarmee je binnenkwam): ons gerechtvaardigd belang om te weten waar onze klanten ons vinden (artikel 6 lid 1 sub f AVG). De labels komen alleen bij ons, met de aanvraag zelf; alleen na ‘{cookie.acceptAll}’ staan ze ook in het paginaadres dat aan Meta wordt gemeld (hieronder).",
          "Om Meta te laten weten welke van zijn advertenties bezoekers opleveren (conversiemeting, hieronder): jouw toestemming (artikel 6 lid 1 sub a AVG), die je geeft met ‘{cookie.acceptAll}’ en altijd kunt intrekken.",
        ],
      },
      {
        id: "storage",
        heading: "Waar je gegevens naartoe gaan",
        paragraphs: [
          "Elke inzending wordt eerst opgeslagen in onze eigen database (PostgreSQL) op de server waarop deze website draait, die voor ons wordt beheerd door een hostingbedrijf in de Europese Unie onder een verwerkersovereenkomst.",
          "Direct daarna stuurt onze server de inzending als bericht door naar onze teamchat in Telegram, zodat we snel kunnen reageren. Het bericht gaat naar een besloten chat die alleen ons team kan lezen. Telegram Messenger Inc. verwerkt deze berichten voor ons als dienstverlener en bewaart ze op servers buiten de Europese Economische Ruimte. Voor die landen geldt geen adequaatheidsbesluit, en Telegram biedt de standaardcontractbepalingen van de Europese Commissie niet aan. De doorgifte steunt daarom op artikel 49 lid 1 sub b AVG: ze is nodig voor de stappen die je ons zelf vraagt te zetten. Elk bericht bevat wat je ons stuurde (bij een offerteaanvraag ook de gekozen samenstelling en de prijs), de taal van de pagina, je IP-adres en, bij een offerteaanvraag, de taal van je browser en eventuele campagnelabels: die hebben we nodig om je in je eigen taal te antwoorden en misbruik te herkennen. Meer staat er niet in.",
        ],
      },
      {
        id: "conversion",
        heading: "Conversiemeting met Meta",
        paragraphs: [
          "Alleen als je in de cookiemelding voor ‘{cookie.acceptAll}’ hebt gekozen, meldt onze server bepaalde acties aan de Conversions API van Meta Platforms Ireland Ltd.: een verstuurd contactformulier of formulier voor tandartspraktijken (Lead), een prijsberekening (ViewContent), een offerteaanvraag (InitiateCheckout) en een klik op de telefoon- of WhatsApp-knop (Contact).",
          "Voordat er iets onze server verlaat, worden je e-mailadres, telefoonnummer, voornaam en achternaam onleesbaar gemaakt met een eenrichtingshash (SHA-256). De melding bevat ook je IP-adres, de user agent van je browser, het adres van de pagina en, als ze al in je browser staan, de waarden van de cookies _fbp en _fbc van Meta; zonder cookie _fbc haalt onze server de klik-ID uit de parameter fbclid van het adres, als die erin staat. Wij plaatsen die cookies niet en laden de Meta-pixel niet.",
          "Wij en Meta zijn gezamenlijk verantwoordelijk voor het verzamelen en doorsturen van deze gegevens (artikel 26 AVG); wat Meta er daarna mee doet, valt onder het privacybeleid van Meta. De kern van die afspraken staat in het Controller Addendum van Meta (facebook.com/legal/controller_addendum). Meta kan gegevens doorgeven aan de Verenigde Staten onder het EU-VS-gegevensprivacykader (Data Privacy Framework). Zonder ‘{cookie.acceptAll}’ gaat er niets naar Meta.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies en opslag in je browser",
        paragraphs: [
          `Deze website plaatst één eigen cookie: cookieConsent, met de waarde all of necessary, om je keuze in de cookiemelding te onthouden; je browser bewaart die ${num(R.consentCookieMonths, "maand", "maanden")}. De lokale opslag van je browser bevat dezelfde keuze en nog één item, webFont, dat onthoudt dat het lettertype van de site al in je browser staat, zodat de volgende pagina het meteen kan gebruiken. Beide zijn strikt noodzakelijk, zeggen niets over jou en blijven staan tot je je keuze wijzigt of je browsergegevens wist.`,
          "De sessieopslag van je browser, die wordt geleegd als je het tabblad sluit, bevat tijdens je bezoek nog drie items: utm, de campagnelabels (zoals utm_source) van het adres waarmee je binnenkwam, zodat een offerteaanvraag die je later in het bezoek verstuurt laat zien welke campagne je bracht; react-router-scroll-positions, hoe ver elke pagina was gescrold, zodat Terug je op dezelfde plek terugbrengt; en reloadedAfterError, het tijdstip en het adres van een pagina die niet laadde, zodat die maar één keer opnieuw wordt geladen. Geen van deze items verlaat uit zichzelf je browser: de campagnelabels gaan alleen mee met een offerteaanvraag die je zelf verstuurt. Ze dienen alleen deze website en hebben geen of weinig gevolgen voor je privacy.",
          "‘{cookie.necessaryOnly}’ en ‘{cookie.rejectAll}’ slaan allebei necessary op: dan gaat er niets naar Meta. ‘{cookie.acceptAll}’ slaat all op: dan staat de conversiemeting hierboven aan. Je kunt je keuze altijd wijzigen via ‘{footer.cookieSettings}’ onderaan elke pagina.",
          "De cookies _fbp en _fbc zijn van Meta: de Meta-pixel plaatst ze, en deze site laadt die niet, dus meestal zijn ze er niet. Zijn ze er toch, dan lezen we ze alleen als je voor ‘{cookie.acceptAll}’ hebt gekozen. Onze lettertypen staan op onze eigen server, dus bij het laden van een pagina wordt niemand anders benaderd. Klik je op een link naar WhatsApp, Telegram of een sociaal netwerk, dan geldt het privacybeleid van die dienst.",
        ],
      },
      {
        id: "logs",
        heading: "Serverlogboeken",
        paragraphs: [
          `Onze server houdt een technisch logboek bij: het starten en stoppen van de server, fouten, elk ontvangen formulier (met het e-mailadres ingekort tot een onleesbare vorm), elke bezorging in onze teamchat en mislukte inlogpogingen op onze export van aanvragen, met het IP-adres. Welke pagina's je bezoekt, legt de server niet vast. Het logboek gebruiken we om de website veilig te houden en fouten op te lossen (gerechtvaardigd belang). De logboeken bevatten nooit volledige e-mailadressen of telefoonnummers en worden na ${num(R.serverLogDays, "dag", "dagen")} verwijderd.`,
        ],
      },
      {
        id: "retention",
        heading: "Hoelang we je gegevens bewaren",
        paragraphs: [],
        items: [
          `Formulierinzendingen in onze database: ${num(R.leadMonths, "maand", "maanden")} nadat we ze hebben ontvangen; daarna worden ze automatisch verwijderd. De kopie in onze teamchat verwijderen we binnen dezelfde termijn met de hand, tenzij er een overeenkomst volgt.`,
          `Als er een overeenkomst volgt: de gegevens die we nodig hebben voor onze administratie, ${R.administrationYears} jaar, zoals de Nederlandse belastingwet vereist.`,
          `Tellers voor het aantal inzendingen per IP-adres: hoogstens ${R.rateLimitHours} uur.`,
          `Een formulier dat onze server weigerde toen het zonder JavaScript werd verstuurd (bijvoorbeeld met een ongeldig e-mailadres): wat je typte, alleen in het geheugen van onze server, ${num(R.refusedInputMinutes, "minuut", "minuten")}, zodat de pagina ‘Je bericht is niet verstuurd’ het je kan teruggeven om te verbeteren.`,
          `Serverlogboeken: ${num(R.serverLogDays, "dag", "dagen")}.`,
          `Je cookiekeuze: in je eigen browser, de cookie hoogstens ${num(R.consentCookieMonths, "maand", "maanden")}, de lokale opslag tot je je keuze wijzigt of je browsergegevens wist.`,
          "Campagnelabels, scrollposities en de melding van een mislukte pagina: in de sessieopslag van je browser, tot je het tabblad sluit.",
          "Gegevens die Meta ontvangt: zoals beschreven in het privacybeleid van Meta.",
        ],
      },
      {
        id: "recipients",
        heading: "Wie je gegevens ontvangt",
        paragraphs: [
          "Ons team; ons hostingbedrijf; Telegram, voor de teamchat; Meta, alleen met jouw toestemming; en overheidsinstanties, alleen als de wet ons daartoe verplicht. We verkopen je gegevens niet en gebruiken ze niet voor geautomatiseerde besluiten of profilering.",
        ],
      },
      {
        id: "rights",
        heading: "Je rechten",
        paragraphs: ["Op grond van de AVG heb je het recht om:"],
        items: [
          "de persoonsgegevens in te zien die we over je hebben;",
          "onjuiste gegevens te laten corrigeren;",
          "je gegevens te laten wissen;",
          "de verwerking van je gegevens te laten beperken;",
          "je gegevens in een gangbaar formaat te ontvangen of ze door ons rechtstreeks aan een andere organisatie te laten doorsturen (overdraagbaarheid);",
          "bezwaar te maken tegen verwerking op grond van ons gerechtvaardigd belang;",
          "je toestemming op elk moment in te trekken via ‘{footer.cookieSettings}’ onderaan elke pagina, zonder dat dit iets verandert aan wat daarvoor is gebeurd;",
          "een klacht in te dienen bij de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl).",
        ],
      },
      {
        id: "exercise",
        heading: "Zo gebruik je je rechten",
        paragraphs: [
          `Stuur je verzoek naar ${V.privacyEmail}. We reageren binnen een maand. Om je gegevens te beschermen, kunnen we je vragen te bevestigen dat het verzoek echt van jou komt.`,
        ],
      },
      {
        id: "security",
        heading: "Beveiliging",
        paragraphs: [
          "De website is alleen bereikbaar via een versleutelde verbinding, met strenge beveiligingsheaders. Alleen ons team heeft toegang tot de database en de teamchat, en we verzamelen zo weinig mogelijk.",
        ],
      },
      {
        id: "children",
        heading: "Kinderen",
        paragraphs: [
          "Onze diensten zijn bedoeld voor bedrijven en volwassenen. We verzamelen niet bewust gegevens van kinderen jonger dan 16 jaar.",
        ],
      },
      {
        id: "changes",
        heading: "Wijzigingen in dit beleid",
        paragraphs: [
          "Als onze website of onze manier van werken verandert, passen we dit beleid aan. De datum bovenaan toont de nieuwste versie.",
        ],
      },
    ],
  },
  terms: {
    sections: [
      {
        id: "scope",
        heading: "Wanneer deze voorwaarden gelden",
        paragraphs: [
          `Deze voorwaarden gelden voor elk aanbod, elke offerte en elke overeenkomst van ${V.brand} (KvK-nummer ${V.kvk}) en voor het gebruik van deze website. Andere afspraken gelden alleen als we die schriftelijk overeenkomen; een e-mail is genoeg.`,
        ],
      },
      {
        id: "services",
        heading: "Onze diensten",
        paragraphs: [
          `We bouwen en vernieuwen websites (een prototype in ${num(CLAIMS.prototypeDays, "dag", "dagen")}, livegang in ${num(CLAIMS.launchDays, "dag", "dagen")}) en verzorgen digitale marketing en advertenties, zoekmachineoptimalisatie, interfaceontwerp, snelheidsoptimalisatie, hosting en onderhoud, fotografie, videografie en verslag van evenementen. In de offerte staat precies wat we leveren.`,
        ],
      },
      {
        id: "quotes",
        heading: "Offertes en prijzen",
        paragraphs: [
          `Alle prijzen zijn in euro's en exclusief ${vat} btw, tenzij anders vermeld. Prijzen op deze website en de uitkomsten van de prijscalculator zijn indicaties en geen aanbod. Een offerte is ${num(T.quoteValidDays, "dag", "dagen")} geldig. De overeenkomst begint zodra je onze offerte schriftelijk aanvaardt (een e-mail is genoeg) of zodra we op jouw verzoek met het werk beginnen.`,
        ],
      },
      {
        id: "payment",
        heading: "Betaling",
        paragraphs: [
          `Facturen betaal je binnen ${num(T.paymentDays, "dag", "dagen")}. Bij projecten factureren we ${T.depositPercent}% bij aanvaarding van de offerte en de rest bij oplevering, voordat de website live gaat, tenzij de offerte iets anders zegt. Abonnementen zoals hosting en onderhoud factureren we vooraf. Blijft een factuur na een herinnering onbetaald, dan mogen we de wettelijke rente in rekening brengen en het werk pauzeren.`,
        ],
      },
      {
        id: "delivery",
        heading: "Levering en samenwerking",
        paragraphs: [
          `Opleverdata zijn schattingen en hangen af van het op tijd ontvangen van teksten, beelden, feedback en toegang; vertraging aan jouw kant schuift de planning op. Je bent verantwoordelijk voor de inhoud die je aanlevert en ervoor dat je die mag gebruiken. Bewerkte foto's leveren we binnen ${num(CLAIMS.photoDeliveryDays, "dag", "dagen")} na de shoot.`,
        ],
      },
      {
        id: "changes",
        heading: "Wijzigingen en meerwerk",
        paragraphs: [
          `Een offerte omvat ${num(T.feedbackRounds, "feedbackronde", "feedbackrondes")}. Wensen buiten de offerte zijn meerwerk: we noemen eerst de prijs en beginnen pas na jouw akkoord.`,
        ],
      },
      {
        id: "acceptance",
        heading: "Acceptatie",
        paragraphs: [
          `Controleer een oplevering binnen ${num(T.acceptanceDays, "dag", "dagen")}. Ze geldt als geaccepteerd als je in die tijd geen gebreken meldt of als je het werk in gebruik neemt. Wat niet overeenkomt met de afspraken, herstellen we kosteloos.`,
        ],
      },
      {
        id: "ip",
        heading: "Intellectueel eigendom",
        paragraphs: [
          "Na volledige betaling ben je eigenaar van de ontwerpen en teksten die we speciaal voor jou hebben gemaakt. Wij behouden de rechten op onze algemene hulpmiddelen, code en kennis. Onderdelen van derden, zoals websitebouwers, thema's, plug-ins, lettertypen en stockfoto's, vallen onder hun eigen licenties.",
          "Op foto's en video's behouden wij het auteursrecht en je krijgt een licentie voor het gebruik dat we hebben afgesproken. We mogen het werk in ons portfolio tonen, tenzij je aangeeft dat je dat niet wilt.",
        ],
      },
      {
        id: "third-parties",
        heading: "Hosting, onderhoud en andere leveranciers",
        paragraphs: [
          `Onze diensten zijn afhankelijk van andere leveranciers, zoals websitebouwers, hostingbedrijven, domeinregistrars en advertentieplatforms. We zijn niet aansprakelijk voor hun storingen of prijswijzigingen. Abonnementen zijn per het einde van elke maand opzegbaar met een opzegtermijn van ${num(T.noticeMonths, "maand", "maanden")}. Waar mogelijk registreren we domeinnamen op jouw naam.`,
        ],
      },
      {
        id: "liability",
        heading: "Aansprakelijkheid",
        paragraphs: [
          `Onze aansprakelijkheid is beperkt tot directe schade, tot het bedrag dat voor de betreffende opdracht is gefactureerd; bij abonnementen tot de vergoedingen van de laatste ${num(T.liabilityMonths, "maand", "maanden")}. We zijn niet aansprakelijk voor indirecte schade zoals gederfde winst of verloren gegevens, en we kunnen geen posities in zoekmachines of advertentieresultaten garanderen. Deze beperkingen gelden niet bij opzet of grove schuld. Vorderingen vervallen ${T.claimYears} jaar nadat je de schade hebt ontdekt.`,
        ],
      },
      {
        id: "termination",
        heading: "Beëindiging",
        paragraphs: [
          "Je kunt een project op elk moment stoppen; je betaalt dan het werk tot dat moment. Wij mogen de overeenkomst beëindigen als facturen onbetaald blijven of de nodige medewerking ontbreekt. Geen van beide partijen is aansprakelijk voor tekortkomingen door overmacht, zoals storingen bij internet- of hostingproviders, ziekte of overheidsmaatregelen.",
        ],
      },
      {
        id: "privacy",
        heading: "Privacy",
        paragraphs: [
          "We gaan met persoonsgegevens om zoals beschreven in ons privacybeleid. Als we voor jou persoonsgegevens verwerken, bijvoorbeeld op je website, sluiten we een verwerkersovereenkomst.",
        ],
      },
      {
        id: "law",
        heading: "Toepasselijk recht en geschillen",
        paragraphs: [
          `Op alle afspraken is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in ${T.court}, tenzij dwingend recht iets anders bepaalt. Ben je consument, dan houd je de rechten die de wet je altijd geeft, waaronder het herroepingsrecht van 14 dagen bij overeenkomsten op afstand, tenzij je ons hebt gevraagd binnen die termijn te beginnen en de dienst volledig is uitgevoerd.`,
        ],
      },
    ],
  },
};
