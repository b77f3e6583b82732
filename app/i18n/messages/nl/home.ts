import type { home as en } from "../en/home";
import type { Translation } from "../types";

export const home: Translation<typeof en> = {
  // The offers in the home page's structured data (app/features/seo/studio-json-ld.ts), named as
  // the calculator names them; a monthly one says so in its price (`MON`).
  "home.offer.elementor": "WordPress + Elementor",
  "home.offer.lovable": "Lovable-prototype",
  "home.offer.support.elementor": "Support en onderhoud (WordPress + Elementor)",
  "home.offer.support.lovable": "Support en onderhoud (Lovable)",
  "home.hero.subtitle": "Webontwikkeling · Digitale marketing · Foto & video",
  "home.hero.titleLine1": "Websites die",
  "home.hero.titleLine2": "klanten opleveren,",
  "home.hero.titleLine3": "live in {launchDays} {launchDays|dag|dagen}",
  "home.hero.description":
    "We ontwerpen en bouwen snelle websites voor kleine bedrijven in Nederland en laten je binnen {prototypeDays} {prototypeDays|dag|dagen} een werkend prototype zien. Je werkt direct met de oprichter, met {years}+ jaar ervaring en {clients}+ klanten.",
  "home.hero.start": "Start je project",
  "home.hero.redesign": "Toe aan een redesign? Laten we het erover hebben",
  "home.hero.aiBadge": "AI-gestuurd",
  "home.hero.cardTitle": "Wat je krijgt",
  "home.hero.feature.launch":
    "Live in {launchDays} {launchDays|dag|dagen}, een prototype in {prototypeDays} {prototypeDays|dag|dagen}",
  "home.hero.feature.speed":
    "Pagina's die in {seconds} {seconds|seconde|seconden} laden: elke seconde vertraging kost {percent}% van je klanten",
  "home.hero.feature.mobile": "Gebouwd met de telefoon voorop: {percent}% surft mobiel",
  "home.hero.statYears": "jaar ervaring",
  "home.hero.statClients": "{clients|klant|klanten}",

  "home.services.heading": "Onze diensten",
  "home.services.intro":
    "Alles wat een klein bedrijf nodig heeft om online gevonden te worden en klanten te winnen, uit één studio.",
  "home.services.cta": "Bespreek je project",
  "home.services.web.title": "Websiteontwikkeling",
  "home.services.web.description":
    "Websites en webshops op WordPress, Elementor, Shopify of Lovable, online in {launchDays} {launchDays|dag|dagen}.",
  "home.services.web.bullet1":
    "Een klikbaar prototype in {prototypeDays} {prototypeDays|dag|dagen}",
  "home.services.web.bullet2": "Redesign-sprint in {launchDays} {launchDays|dag|dagen}",
  "home.services.marketing.title": "Digitale marketing",
  "home.services.marketing.description":
    "Campagnes op Google en Meta die de juiste mensen bereiken, gemeten van klik tot klant.",
  "home.services.marketing.bullet1": "Tot {percent}% lagere advertentiekosten",
  "home.services.marketing.bullet2": "Conversiemeting die echt klopt",
  "home.services.mobile.title": "Mobiele optimalisatie",
  "home.services.mobile.description":
    "{percent}% van je bezoekers surft op een telefoon, dus je site moet op elk scherm perfect werken.",
  "home.services.mobile.bullet1": "Makkelijke navigatie en formulieren op touchscreens",
  "home.services.mobile.bullet2": "Getest op echte telefoons en tablets",
  "home.services.seo.title": "Zoekmachineoptimalisatie (SEO)",
  "home.services.seo.description":
    "Word gevonden in Google door mensen die bij jou in de buurt naar jouw diensten zoeken.",
  "home.services.seo.bullet1": "Technische SEO en lokale vermeldingen",
  "home.services.seo.bullet2": "Content die echte vragen beantwoordt",
  "home.services.design.title": "UI/UX-design",
  "home.services.design.description":
    "Heldere, aantrekkelijke schermen die bezoekers naar jou toe leiden.",
  "home.services.design.bullet1": "Wireframes en klikbare prototypes",
  "home.services.design.bullet2": "Goed leesbare kleuren en typografie voor iedereen",
  "home.services.speed.title": "Snelheidsoptimalisatie",
  "home.services.speed.description":
    "Elke seconde vertraging kost {percent}% van je klanten. Wij brengen je laadtijd terug naar {seconds} {seconds|seconde|seconden}.",
  "home.services.speed.bullet1": "Geoptimaliseerde afbeeldingen, lettertypen en code",
  "home.services.speed.bullet2": "Monitoring van de Web Vitals",

  "home.about.heading": "Over de studio",
  "home.about.founderLed":
    "Geleid door de oprichter: je werkt rechtstreeks met degene die je website bouwt.",
  "home.about.valueTitle": "Een kleine studio met de kennis van een groot bureau",
  "home.about.valueText":
    "Met {years}+ jaar ervaring en meer dan {clients} klanten combineren we design, ontwikkeling en marketing, zodat je website klanten oplevert en niet alleen complimenten.",
  "home.about.badge.experience": "{years}+ jaar ervaring",
  "home.about.badge.clients": "{clients}+ klanten",
  "home.about.badge.languages": "Service in {languages} talen",
  "home.about.processHeading": "Zo werken we",
  "home.about.step": "Stap {number}",
  "home.about.steps.idea.title": "Van idee naar prototype",
  "home.about.steps.idea.text":
    "Binnen {days} {days|dag|dagen} klik je door een werkend prototype van je site.",
  "home.about.steps.content.title": "Content en UX",
  "home.about.steps.content.text":
    "We schrijven en ordenen je teksten, zodat bezoekers vinden wat ze zoeken en weten wat ze daarna moeten doen.",
  "home.about.steps.integrations.title": "Koppelingen",
  "home.about.steps.integrations.text":
    "Afspraken, betalingen, formulieren en statistieken, gekoppeld aan de tools die je al gebruikt.",
  "home.about.steps.growth.title": "Groei",
  "home.about.steps.growth.text":
    "Na de lancering meten en verbeteren we, en helpen we je groeien met SEO en advertenties.",
  "home.about.founderRole": "Oprichter, ontwikkelaar en fotograaf",
  "home.about.founderBio":
    "Ik ben de studio begonnen om kleine bedrijven een website te geven waarvoor vroeger een groot budget nodig was: snel, vindbaar en gebouwd rond hun klanten.",
  "home.about.founderPhotoAlt": "Portret van {name}",
  "home.about.founderOpenPhoto": "Foto van {name} vergroten",
  "home.about.legalShort":
    "Studio Noord is een eenmanszaak, sinds {date} ingeschreven in Nederland.",
  "home.about.legalToggle": "Registratiegegevens",
  "home.about.legalMore": "Alle bedrijfsgegevens",
  "home.about.whyHeading": "Waarom kiezen voor ons",
  "home.about.values.direct.title": "Direct contact",
  "home.about.values.direct.text": "Geen accountmanagers: je praat met degene die het werk doet.",
  "home.about.values.transparent.title": "Heldere prijzen",
  "home.about.values.transparent.text":
    "Prijzen die je hieronder zelf berekent, zonder verborgen kosten.",
  "home.about.values.results.title": "Gericht op resultaat",
  "home.about.values.results.text":
    "Snelle websites die goed vindbaar zijn en bezoekers omzetten in klanten.",

  "home.portfolio.heading": "Portfolio",
  "home.portfolio.intro":
    "Een selectie van websites en campagnes die we voor kleine bedrijven hebben gemaakt.",
  "home.portfolio.filterLabel": "Projecten filteren",
  "home.portfolio.filterAll": "Alles",
  "home.portfolio.filterWeb": "Webontwikkeling",
  "home.portfolio.showing": "{count} van {total} projecten",
  "home.portfolio.viewLive": "Bekijk de site",
  "home.portfolio.viewCode": "Bekijk de code",
  "home.portfolio.technologies": "Technologieën",
  "home.portfolio.category.web": "Webontwikkeling",
  "home.portfolio.category.marketing": "Marketing",
  "home.portfolio.more": "Meer websiteprojecten",
  "home.projects.barbershop.description":
    "Demosite voor een barbershop: behandelingen met prijzen per niveau van de kapper, het team en online boeken.",
  "home.projects.cleaning.description":
    "Demosite voor een schoonmaakbedrijf met een directe prijsindicatie per woninggrootte.",
  "home.projects.dental.title": "Tandarts-landingspagina",
  "home.projects.dental.description":
    "Nederlandse landingspagina voor kleine tandartspraktijken, met een mini-audit en een 30-dagenplan.",
  "home.projects.bakery.description":
    "Online vooruitbestellen van brood en taart, met afhaaltijden en een weekmenu.",
  "home.projects.boutique.description":
    "Modewebshop met een lookbook, maatadvies en e-mailcampagnes.",
  "home.projects.physio.description":
    "Website voor een fysiotherapiepraktijk met behandelingen, teampagina's en lokale SEO.",
  "home.projects.yoga.description":
    "Lesrooster, abonnementen en online betalen voor een yogastudio.",
  "home.projects.trattoria.description":
    "Lokale campagnes en een Google-bedrijfsprofiel waardoor de tafels ook doordeweeks vol zaten.",

  "home.contact.note.sent": "Bedankt, {name}. We antwoorden op {email}.",
  "home.contact.note.failed":
    "Nog niet verstuurd: je bericht staat nog in het formulier. Verstuur het zo nog eens, of bel ons.",
  "home.contact.note.tooFast":
    "Je vorige bericht is bij ons aangekomen. Het volgende kan over {seconds} {seconds|seconde|seconden}.",
  "home.contact.note.rateLimited":
    "We hebben al meerdere berichten van je. Verstuur dit iets later, of bel ons.",
  "home.contact.heading": "Contact",
  "home.contact.intro": "Vertel ons over je project. We nemen snel contact met je op.",
  "home.contact.emailLabel": "E-mail",
  "home.contact.phoneLabel": "Telefoon",
  "home.contact.addressLabel": "Adres",
  "home.contact.addressNote":
    "Inschrijvingsadres, geen bezoekadres. We spreken online af of komen bij jou langs.",
  "home.contact.consultationTitle": "Adviesgesprek van {minutes} minuten",
  "home.contact.consultationText":
    "Een kort video- of telefoongesprek over je doelen, budget en planning, zonder verplichtingen.",
  "home.contact.invoiceTitle": "Facturen",
  "home.contact.invoiceNote":
    "Bij elke betaling krijg je een officiële factuur met btw, voor bedrijven en particulieren.",
  "home.contact.formHeading": "Stuur ons een bericht",
};
