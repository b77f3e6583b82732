/** The photo/video page, the photo/video portfolio and the lightbox. English is the source of keys. */
export const photo = {
  "photo.hero.eyebrow": "Photo & video studio",
  "photo.hero.ctaServices": "Services and prices",
  "photo.hero.ctaContact": "Book a session",
  "photo.hero.factExperience": "{years}+ {years|year|years} of photo experience",
  "photo.hero.factDelivery": "Photos delivered in {days} {days|day|days}",
  "photo.hero.factClients": "{clients}+ happy clients",

  "photo.services.heading": "Photo and video services",
  "photo.services.intro":
    "From a single portrait to a full day of event coverage: clear packages and honest prices.",
  "photo.services.priceLabel": "Price range",
  "photo.services.priceNote":
    "Indicative prices excluding VAT. You get a fixed quote before the shoot.",
  "photo.service.photography.title": "Photography",
  "photo.service.photography.description":
    "Portraits, lifestyle, business and fashion photography, on location or in the studio.",
  "photo.service.photography.feature1": "Professional camera and lighting",
  "photo.service.photography.feature2": "Colour correction and retouching",
  "photo.service.photography.feature3": "Private online gallery",
  "photo.service.photography.feature4": "Photos delivered in {days} {days|day|days}",
  "photo.service.videography.title": "Videography",
  "photo.service.videography.description":
    "Short films for brands, social media and special moments, from script to final edit.",
  "photo.service.videography.feature1": "Script and shot list",
  "photo.service.videography.feature2": "4K filming with a stabiliser",
  "photo.service.videography.feature3": "Editing, colour grading and licensed music",
  "photo.service.videography.feature4": "Versions for your website and social media",
  "photo.service.events.title": "Event coverage",
  "photo.service.events.description":
    "Photo and video of conferences, parties, product launches and weddings.",
  "photo.service.events.feature1": "Photo and video by one team",
  "photo.service.events.feature2": "Candid moments and group photos",
  "photo.service.events.feature3": "Highlight video for social media",
  "photo.service.events.feature4": "Online gallery to share with your guests",

  "photo.sessions.heading": "Photo sessions",
  "photo.sessions.intro":
    "Choose the session that suits you. Every session includes a short planning call and professionally edited photos.",
  "photo.sessions.durationLabel": "Duration",
  "photo.sessions.priceLabel": "Price",
  "photo.sessions.duration": "{min}–{max} hours",
  "photo.sessions.priceFrom": "from {price} per\u00a0hour",
  "photo.sessions.book": "Book this session",
  "photo.session.individual.title": "Individual portrait",
  "photo.session.individual.description":
    "Headshots and personal portraits for your profile, CV or website.",
  "photo.session.lifestyle.title": "Lifestyle session",
  "photo.session.lifestyle.description":
    "Relaxed photos of you, your family or your team in a natural setting.",
  "photo.session.fashion.title": "Fashion session",
  "photo.session.fashion.description": "Lookbooks and editorials for designers, models and shops.",

  "photo.gallery.heading": "Recent work",
  "photo.gallery.intro": "A selection from recent sessions. Open a photo to see it larger.",
  "photo.gallery.viewAll": "View the full portfolio",
  "photo.gallery.viewLarger": "(view larger)",

  "photo.reasons.heading": "Why clients choose us",
  "photo.reason.experience.title": "{years}+ {years|year|years} behind the camera",
  "photo.reason.experience.text":
    "We know how to put people at ease, so your photos look natural, not posed.",
  "photo.reason.delivery.title": "Photos in {days} {days|day|days}",
  "photo.reason.delivery.text":
    "Your edited photos arrive in a private online gallery, ready to download and share.",
  "photo.reason.languages.title": "We speak your language",
  "photo.reason.languages.text":
    "Shoots and communication in {count} languages: English, Dutch, Ukrainian and French.",
  "photo.reason.allInOne.title": "Photo, video and web in one place",
  "photo.reason.allInOne.text":
    "Need the photos on a new website? We build that too, so everything fits together.",

  "photo.cta.heading": "Ready for your shoot?",
  "photo.cta.text":
    "Tell us what you have in mind and we will get back to you with a plan and a fixed price.",
  "photo.cta.contact": "Contact us",

  "photo.category.portrait": "Portrait",
  "photo.category.lifestyle": "Lifestyle",
  "photo.category.business": "Business",
  "photo.category.seasonal": "Seasonal",
  "photo.category.evening": "Evening",
  "photo.category.holiday": "Holiday",
  "photo.category.fashion": "Fashion",
  "photo.category.wedding": "Wedding",
  "photo.category.corporate": "Corporate",
  "photo.category.events": "Events",

  "photo.item.portraitStudio.title": "Studio portrait",
  "photo.item.portraitStudio.description": "Soft studio light and a calm, natural expression.",
  "photo.item.lifestyleFamily.title": "Family afternoon",
  "photo.item.lifestyleFamily.description": "A relaxed family session outdoors in the golden hour.",
  "photo.item.businessHeadshots.title": "City business shoot",
  "photo.item.businessHeadshots.description":
    "Team portraits and office architecture for a company website.",
  "photo.item.seasonalAutumn.title": "Autumn colours",
  "photo.item.seasonalAutumn.description": "A seasonal session among the falling leaves.",
  "photo.item.eveningCity.title": "City at dusk",
  "photo.item.eveningCity.description": "Evening portraits with the city lights as a backdrop.",
  "photo.item.holidayLights.title": "Holiday lights",
  "photo.item.holidayLights.description": "A festive session with warm string lights.",
  "photo.item.fashionEditorial.title": "Fashion editorial",
  "photo.item.fashionEditorial.description": "Bold colour blocking for a designer's lookbook.",
  "photo.item.portraitOutdoor.title": "Personal branding portrait",
  "photo.item.portraitOutdoor.description":
    "A portrait for a coach's website, in soft evening light.",
  "photo.item.lifestyleCafe.title": "Sunrise in the countryside",
  "photo.item.lifestyleCafe.description": "An early-morning lifestyle session for a travel blog.",
  "photo.item.weddingFilm.title": "Wedding film",
  "photo.item.weddingFilm.description":
    "The whole day in a few minutes: the vows, the rings and the first dance.",
  "photo.item.corporateFilm.title": "Conference keynote",
  "photo.item.corporateFilm.description":
    "A keynote filmed with two cameras and edited for the company's website.",
  "photo.item.eventFilm.title": "Festival aftermovie",
  "photo.item.eventFilm.description":
    "The energy of a live event in a short, fast-paced aftermovie.",

  "photo.portfolio.photosHeading": "Photography",
  "photo.portfolio.photosIntro":
    "Portrait, lifestyle, business, seasonal, evening, holiday and fashion sessions.",
  "photo.portfolio.videosHeading": "Video",
  "photo.portfolio.videosIntro":
    "Wedding, corporate and event films. Our clients' films are private, so we show the poster here and the full film on request.",
  "photo.portfolio.videoBadge": "Video",
  "photo.portfolio.videoNote": "The full film is available on request.",
  "photo.portfolio.requestFilm": "Ask to see the full film",
  "photo.portfolio.requestFilmMessage":
    "Hello! I saw the poster of “{title}” on your website. Could you show me the full film?",
  "photo.portfolio.ctaHeading": "Let's create something together",
  "photo.portfolio.ctaText": "Book a photo session or tell us about your video project.",
  "photo.portfolio.bookSession": "Book a Session",
  "photo.portfolio.getInTouch": "Get in Touch",

  "photo.lightbox.dialog": "Image viewer",
  "photo.lightbox.carousel": "carousel",
  "photo.lightbox.slide": "slide",
  "photo.lightbox.close": "Close (Esc)",
  "photo.lightbox.zoom": "Zoom in or out (Z)",
  "photo.lightbox.previous": "Previous (left arrow)",
  "photo.lightbox.next": "Next (right arrow)",
  "photo.lightbox.error": "This image could not be loaded.",
} as const;
