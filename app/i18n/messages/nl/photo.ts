import type { photo as en } from "../en/photo";
import type { Translation } from "../types";

export const photo: Translation<typeof en> = {
  "photo.hero.eyebrow": "Foto- en videostudio",
  "photo.hero.ctaServices": "Diensten en prijzen",
  "photo.hero.ctaContact": "Boek een shoot",
  "photo.hero.factExperience": "{years}+ jaar ervaring als fotograaf",
  "photo.hero.factDelivery": "Foto's binnen {days} {days|dag|dagen} geleverd",
  "photo.hero.factClients": "{clients}+ tevreden klanten",

  "photo.services.heading": "Foto- en videodiensten",
  "photo.services.intro":
    "Van één portret tot een hele dag evenementenverslag: duidelijke pakketten en eerlijke prijzen.",
  "photo.services.priceLabel": "Prijsindicatie",
  "photo.services.priceNote":
    "Indicatieve prijzen exclusief btw. Vóór de shoot krijg je een vaste offerte.",
  "photo.service.photography.title": "Fotografie",
  "photo.service.photography.description":
    "Portret-, lifestyle-, zakelijke en modefotografie, op locatie of in de studio.",
  "photo.service.photography.feature1": "Professionele camera en belichting",
  "photo.service.photography.feature2": "Kleurcorrectie en retouche",
  "photo.service.photography.feature3": "Privé online galerij",
  "photo.service.photography.feature4": "Foto's binnen {days} {days|dag|dagen} geleverd",
  "photo.service.videography.title": "Videografie",
  "photo.service.videography.description":
    "Korte films voor merken, social media en bijzondere momenten, van script tot eindmontage.",
  "photo.service.videography.feature1": "Script en shotlist",
  "photo.service.videography.feature2": "Filmen in 4K met stabilisator",
  "photo.service.videography.feature3": "Montage, kleurcorrectie en muziek met licentie",
  "photo.service.videography.feature4": "Versies voor je website en social media",
  "photo.service.events.title": "Evenementen",
  "photo.service.events.description":
    "Foto en video van congressen, feesten, productlanceringen en bruiloften.",
  "photo.service.events.feature1": "Foto en video door één team",
  "photo.service.events.feature2": "Spontane momenten en groepsfoto's",
  "photo.service.events.feature3": "Highlightvideo voor social media",
  "photo.service.events.feature4": "Online galerij om met je gasten te delen",

  "photo.sessions.heading": "Fotoshoots",
  "photo.sessions.intro":
    "Kies de shoot die bij je past. Elke shoot begint met een kort planningsgesprek en je krijgt professioneel bewerkte foto's.",
  "photo.sessions.durationLabel": "Duur",
  "photo.sessions.priceLabel": "Prijs",
  "photo.sessions.duration": "{min}–{max} uur",
  "photo.sessions.priceFrom": "vanaf {price} per\u00a0uur",
  "photo.sessions.book": "Boek deze shoot",
  "photo.session.individual.title": "Individueel portret",
  "photo.session.individual.description":
    "Headshots en persoonlijke portretten voor je profiel, cv of website.",
  "photo.session.lifestyle.title": "Lifestyleshoot",
  "photo.session.lifestyle.description":
    "Ontspannen foto's van jou, je gezin of je team in een natuurlijke omgeving.",
  "photo.session.fashion.title": "Modeshoot",
  "photo.session.fashion.description":
    "Lookbooks en editorials voor ontwerpers, modellen en winkels.",

  "photo.gallery.heading": "Recent werk",
  "photo.gallery.intro":
    "Een selectie uit recente shoots. Open een foto om hem groter te bekijken.",
  "photo.gallery.viewAll": "Bekijk het volledige portfolio",
  "photo.gallery.viewLarger": "(groter bekijken)",

  "photo.reasons.heading": "Waarom klanten voor ons kiezen",
  "photo.reason.experience.title": "{years}+ jaar achter de camera",
  "photo.reason.experience.text":
    "We weten hoe we mensen op hun gemak stellen, zodat je foto's natuurlijk ogen en niet geposeerd.",
  "photo.reason.delivery.title": "Foto's binnen {days} {days|dag|dagen}",
  "photo.reason.delivery.text":
    "Je bewerkte foto's staan in een privé online galerij, klaar om te downloaden en te delen.",
  "photo.reason.languages.title": "We spreken jouw taal",
  "photo.reason.languages.text":
    "Shoots en contact in {count} talen: Engels, Nederlands, Oekraïens en Frans.",
  "photo.reason.allInOne.title": "Foto, video en web onder één dak",
  "photo.reason.allInOne.text":
    "Wil je de foto's op een nieuwe website? Die bouwen we ook, zodat alles op elkaar aansluit.",

  "photo.cta.heading": "Klaar voor je shoot?",
  "photo.cta.text":
    "Vertel ons wat je in gedachten hebt, dan komen we bij je terug met een plan en een vaste prijs.",
  "photo.cta.contact": "Neem contact op",

  "photo.category.portrait": "Portret",
  "photo.category.lifestyle": "Lifestyle",
  "photo.category.business": "Zakelijk",
  "photo.category.seasonal": "Seizoen",
  "photo.category.evening": "Avond",
  "photo.category.holiday": "Feestdagen",
  "photo.category.fashion": "Mode",
  "photo.category.wedding": "Bruiloft",
  "photo.category.corporate": "Bedrijfsfilm",
  "photo.category.events": "Evenementen",

  "photo.item.portraitStudio.title": "Studioportret",
  "photo.item.portraitStudio.description": "Zacht studiolicht en een rustige, natuurlijke blik.",
  "photo.item.lifestyleFamily.title": "Middagje met het gezin",
  "photo.item.lifestyleFamily.description":
    "Een ontspannen gezinsshoot buiten, tijdens het gouden uur.",
  "photo.item.businessHeadshots.title": "Zakelijke shoot in de stad",
  "photo.item.businessHeadshots.description":
    "Teamportretten en kantoorarchitectuur voor een bedrijfswebsite.",
  "photo.item.seasonalAutumn.title": "Herfstkleuren",
  "photo.item.seasonalAutumn.description": "Een seizoensshoot tussen de vallende bladeren.",
  "photo.item.eveningCity.title": "Stad in de schemering",
  "photo.item.eveningCity.description":
    "Avondportretten met de lichtjes van de stad op de achtergrond.",
  "photo.item.holidayLights.title": "Feestverlichting",
  "photo.item.holidayLights.description": "Een feestelijke shoot met warme lichtslingers.",
  "photo.item.fashionEditorial.title": "Mode-editorial",
  "photo.item.fashionEditorial.description":
    "Uitgesproken kleurvlakken voor het lookbook van een ontwerper.",
  "photo.item.portraitOutdoor.title": "Portret voor personal branding",
  "photo.item.portraitOutdoor.description":
    "Een portret voor de website van een coach, in zacht avondlicht.",
  "photo.item.lifestyleCafe.title": "Zonsopgang op het platteland",
  "photo.item.lifestyleCafe.description":
    "Een lifestyleshoot in de vroege ochtend voor een reisblog.",
  "photo.item.weddingFilm.title": "Trouwfilm",
  "photo.item.weddingFilm.description":
    "De hele dag in een paar minuten: de gelofte, de ringen en de openingsdans.",
  "photo.item.corporateFilm.title": "Keynote op een congres",
  "photo.item.corporateFilm.description":
    "Een keynote gefilmd met twee camera's en gemonteerd voor de bedrijfswebsite.",
  "photo.item.eventFilm.title": "Aftermovie van een festival",
  "photo.item.eventFilm.description":
    "De energie van een live-evenement in een korte, vlotte aftermovie.",

  "photo.portfolio.photosHeading": "Fotografie",
  "photo.portfolio.photosIntro":
    "Portret-, lifestyle-, zakelijke, seizoens-, avond-, feestdagen- en modeshoots.",
  "photo.portfolio.videosHeading": "Video",
  "photo.portfolio.videosIntro":
    "Trouw-, bedrijfs- en evenementenfilms. De films van onze klanten zijn privé: hier zie je de poster, de volledige film laten we op verzoek zien.",
  "photo.portfolio.videoBadge": "Video",
  "photo.portfolio.videoNote": "De volledige film is op verzoek te zien.",
  "photo.portfolio.requestFilm": "Vraag de volledige film op",
  "photo.portfolio.requestFilmMessage":
    "Hallo! Ik zag de poster van ‘{title}’ op jullie website. Kunnen jullie me de volledige film laten zien?",
  "photo.portfolio.ctaHeading": "Laten we samen iets moois maken",
  "photo.portfolio.ctaText": "Boek een fotoshoot of vertel ons over je videoproject.",
  "photo.portfolio.bookSession": "Boek een shoot",
  "photo.portfolio.getInTouch": "Neem contact op",

  "photo.lightbox.dialog": "Fotoweergave",
  "photo.lightbox.carousel": "carrousel",
  "photo.lightbox.slide": "dia",
  "photo.lightbox.close": "Sluiten (Esc)",
  "photo.lightbox.zoom": "In- of uitzoomen (Z)",
  "photo.lightbox.previous": "Vorige (pijltje links)",
  "photo.lightbox.next": "Volgende (pijltje rechts)",
  "photo.lightbox.error": "Deze afbeelding kon niet worden geladen.",
};
