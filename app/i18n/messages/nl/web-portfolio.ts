import type { webPortfolio as en } from "../en/web-portfolio";
import type { Translation } from "../types";

export const webPortfolio: Translation<typeof en> = {
  "webPortfolio.projects.heading": "Uitgelichte projecten",
  "webPortfolio.filter.label": "Projecten filteren",
  "webPortfolio.filter.all": "Alles",
  "webPortfolio.filter.web": "Webontwikkeling",
  "webPortfolio.filter.showing": "{count} van {total} projecten",
  "webPortfolio.industry.healthcare": "Zorg",
  "webPortfolio.industry.entertainment": "Entertainment",
  "webPortfolio.service.web": "Webontwikkeling",
  "webPortfolio.service.marketing": "Marketing",
  "webPortfolio.screenshotAlt": "De website van {title}",
  "webPortfolio.technologies": "Technologieën",
  "webPortfolio.features": "Belangrijkste functies",
  "webPortfolio.viewLive": "Bekijk de site",
  "webPortfolio.viewCode": "Bekijk de code",

  "webPortfolio.project.smilecare.description":
    "Een snelle, tweetalige website voor een tandartspraktijk, waar nieuwe patiënten in een minuut een afspraak aanvragen.",
  "webPortfolio.project.smilecare.feature1": "Online afspraak aanvragen",
  "webPortfolio.project.smilecare.feature2": "Nederlands en Engels",
  "webPortfolio.project.smilecare.feature3": "Behandelingen met duidelijke prijzen",
  "webPortfolio.project.smilecare.feature4":
    "Laadt in {seconds} {seconds|seconde|seconden} op een telefoon",
  "webPortfolio.project.physio.description":
    "Een moderne website voor een fysiotherapiepraktijk: behandelingen, therapeuten en openingstijden in één oogopslag.",
  "webPortfolio.project.physio.feature1": "Profiel van elke therapeut",
  "webPortfolio.project.physio.feature2": "Online intakeformulier",
  "webPortfolio.project.physio.feature3": "Kaart, route en openingstijden",
  "webPortfolio.project.physio.feature4": "Goed leesbaar op elk scherm",
  "webPortfolio.project.escape.description":
    "Een landingspagina en advertentiecampagne voor een escaperoom, gemaakt om klikken op advertenties om te zetten in boekingen.",
  "webPortfolio.project.escape.feature1": "Landingspagina gericht op boekingen",
  "webPortfolio.project.escape.feature2": "Advertentiecampagnes op Google en Meta",
  "webPortfolio.project.escape.feature3": "Boekingsknop op elk scherm",
  "webPortfolio.project.escape.feature4": "Conversiemeting voor elke advertentie",

  "webPortfolio.process.heading": "Zo werken we",
  "webPortfolio.process.intro":
    "Vier duidelijke stappen, van het eerste gesprek tot een site die blijft groeien.",
  "webPortfolio.process.step": "Stap {number}",
  "webPortfolio.process.discovery.title": "Kennismaking en planning",
  "webPortfolio.process.discovery.text":
    "Een gesprek van {minutes} minuten over je bedrijf, je klanten en je doelen, daarna een helder plan en een vaste prijs.",
  "webPortfolio.process.design.title": "Ontwerp en prototype",
  "webPortfolio.process.design.text":
    "Binnen {prototypeDays} {prototypeDays|dag|dagen} klik je door een werkend prototype en vertel je ons wat er anders moet.",
  "webPortfolio.process.development.title": "Ontwikkeling en testen",
  "webPortfolio.process.development.text":
    "We bouwen de site en testen hem op telefoons, tablets en computers, op snelheid en vindbaarheid.",
  "webPortfolio.process.launch.title": "Lancering en ondersteuning",
  "webPortfolio.process.launch.text":
    "Je site staat binnen {launchDays} {launchDays|dag|dagen} online. Daarna houden we hem actueel, veilig en snel.",

  "webPortfolio.cta.heading": "Heb je een project in gedachten?",
  "webPortfolio.cta.text":
    "Vertel ons over je bedrijf, dan laten we zien hoe je nieuwe website eruit kan zien.",
  "webPortfolio.cta.contact": "Start je project",
  "webPortfolio.cta.services": "Bekijk onze diensten",
};
