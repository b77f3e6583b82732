/** The home page sections (docs/product.md §4). Numbers come from CLAIMS via placeholders. */
export const home = {
  // The offers in the home page's structured data (app/features/seo/studio-json-ld.ts), named as
  // the calculator names them; a monthly one says so in its price (`MON`).
  "home.offer.elementor": "WordPress + Elementor",
  "home.offer.lovable": "Lovable prototype",
  "home.offer.support.elementor": "Support and maintenance (WordPress + Elementor)",
  "home.offer.support.lovable": "Support and maintenance (Lovable)",
  "home.hero.subtitle": "Web development · Digital marketing · Photo & video",
  "home.hero.titleLine1": "Websites that",
  "home.hero.titleLine2": "bring in clients,",
  "home.hero.titleLine3": "live in {launchDays} {launchDays|day|days}",
  "home.hero.description":
    "We design and build fast websites for small businesses in the Netherlands and show you a working prototype in {prototypeDays} {prototypeDays|day|days}. Founder-led, with {years}+ {years|year|years} of experience and {clients}+ clients.",
  "home.hero.start": "Start your project",
  "home.hero.redesign": "Need a redesign? Let's talk",
  "home.hero.aiBadge": "AI-Powered",
  "home.hero.cardTitle": "What you get",
  "home.hero.feature.launch":
    "Launch in {launchDays} {launchDays|day|days}, a prototype in {prototypeDays} {prototypeDays|day|days}",
  "home.hero.feature.speed":
    "Pages that load in {seconds} {seconds|second|seconds}: every second of delay costs {percent}% of customers",
  "home.hero.feature.mobile": "Built for phones first: {percent}% of people browse on mobile",
  "home.hero.statYears": "{years|year|years} of experience",
  "home.hero.statClients": "{clients|client|clients}",

  "home.services.heading": "Our services",
  "home.services.intro":
    "Everything a small business needs to be found online and win clients, from one studio.",
  "home.services.cta": "Discuss your project",
  "home.services.web.title": "Website development",
  "home.services.web.description":
    "Websites and online shops on WordPress, Elementor, Shopify or Lovable, live in {launchDays} {launchDays|day|days}.",
  "home.services.web.bullet1": "A clickable prototype in {prototypeDays} {prototypeDays|day|days}",
  "home.services.web.bullet2": "Redesign sprint in {launchDays} {launchDays|day|days}",
  "home.services.marketing.title": "Digital marketing",
  "home.services.marketing.description":
    "Google and Meta campaigns that reach the right people, measured from click to client.",
  "home.services.marketing.bullet1": "Up to {percent}% lower ad costs",
  "home.services.marketing.bullet2": "Conversion tracking set up properly",
  "home.services.mobile.title": "Mobile optimisation",
  "home.services.mobile.description":
    "{percent}% of visitors browse on a phone, so your site has to work perfectly on every screen.",
  "home.services.mobile.bullet1": "Easy navigation and forms on touch screens",
  "home.services.mobile.bullet2": "Tested on real phones and tablets",
  "home.services.seo.title": "SEO promotion",
  "home.services.seo.description":
    "Get found on Google by people looking for your services in your area.",
  "home.services.seo.bullet1": "Technical SEO and local listings",
  "home.services.seo.bullet2": "Content that answers real questions",
  "home.services.design.title": "UI/UX design",
  "home.services.design.description":
    "Clear, attractive interfaces that guide visitors towards contacting you.",
  "home.services.design.bullet1": "Wireframes and clickable prototypes",
  "home.services.design.bullet2": "Readable colours and typography for everyone",
  "home.services.speed.title": "Site speed optimisation",
  "home.services.speed.description":
    "Every second of delay loses {percent}% of customers. We bring your load time down to {seconds} {seconds|second|seconds}.",
  "home.services.speed.bullet1": "Optimised images, fonts and code",
  "home.services.speed.bullet2": "Web Vitals monitoring",

  "home.about.heading": "About the studio",
  "home.about.founderLed":
    "Founder-led: you work directly with the person who builds your website.",
  "home.about.valueTitle": "A small studio with the skills of a big agency",
  "home.about.valueText":
    "With {years}+ {years|year|years} of experience and more than {clients} clients, we combine design, development and marketing, so your website brings in customers and not just compliments.",
  "home.about.badge.experience": "{years}+ {years|year|years} of experience",
  "home.about.badge.clients": "{clients}+ clients",
  "home.about.badge.languages": "Service in {languages} languages",
  "home.about.processHeading": "How we work",
  "home.about.step": "Step {number}",
  "home.about.steps.idea.title": "From idea to prototype",
  "home.about.steps.idea.text":
    "Within {days} {days|day|days} you click through a working prototype of your site.",
  "home.about.steps.content.title": "Content and UX",
  "home.about.steps.content.text":
    "We write and structure your content so visitors find what they need and know what to do next.",
  "home.about.steps.integrations.title": "Integrations",
  "home.about.steps.integrations.text":
    "Bookings, payments, forms and analytics, connected to the tools you already use.",
  "home.about.steps.growth.title": "Growth",
  "home.about.steps.growth.text":
    "After launch we measure, improve and help you grow with SEO and advertising.",
  "home.about.founderRole": "Founder, developer and photographer",
  "home.about.founderBio":
    "I started the studio to give small businesses the kind of website that used to need a big budget: fast, findable and built around their clients.",
  "home.about.founderPhotoAlt": "Portrait of {name}",
  "home.about.founderOpenPhoto": "Enlarge the photo of {name}",
  "home.about.legalShort":
    "Studio Noord is a sole proprietorship (eenmanszaak) registered in the Netherlands since {date}.",
  "home.about.legalToggle": "Company details",
  "home.about.legalMore": "All legal information",
  "home.about.whyHeading": "Why choose us",
  "home.about.values.direct.title": "Direct contact",
  "home.about.values.direct.text": "No account managers: you talk to the person doing the work.",
  "home.about.values.transparent.title": "Transparent prices",
  "home.about.values.transparent.text":
    "Prices you can calculate yourself below, without hidden costs.",
  "home.about.values.results.title": "Focused on results",
  "home.about.values.results.text":
    "Fast websites that are easy to find and turn visitors into clients.",

  "home.portfolio.heading": "Portfolio",
  "home.portfolio.intro": "A selection of websites and campaigns we made for small businesses.",
  "home.portfolio.filterLabel": "Filter projects",
  "home.portfolio.filterAll": "All",
  "home.portfolio.filterWeb": "Web development",
  "home.portfolio.showing": "Showing {count} of {total} projects",
  "home.portfolio.viewLive": "View live",
  "home.portfolio.viewCode": "View code",
  "home.portfolio.technologies": "Technologies",
  "home.portfolio.category.web": "Web development",
  "home.portfolio.category.marketing": "Marketing",
  "home.portfolio.more": "More website projects",
  "home.projects.barbershop.description":
    "Demo site for a barbershop: services with prices per barber level, team and online booking.",
  "home.projects.cleaning.description":
    "Demo site for a cleaning company with an instant price estimate per apartment size.",
  "home.projects.dental.title": "Dental clinic landing page",
  "home.projects.dental.description":
    "Dutch landing page for small dental practices, with a mini-audit and a 30-day plan.",
  "home.projects.bakery.description":
    "Online pre-orders for bread and cakes, with pick-up times and a weekly menu.",
  "home.projects.boutique.description":
    "Fashion online shop with a lookbook, size advice and email campaigns.",
  "home.projects.physio.description":
    "Physiotherapy practice website with treatments, team pages and local SEO.",
  "home.projects.yoga.description":
    "Class schedule, memberships and online payments for a yoga studio.",
  "home.projects.trattoria.description":
    "Local campaigns and a Google Business Profile that filled the tables on weekdays.",

  "home.contact.note.sent": "Thank you, {name}. We will reply to {email}.",
  "home.contact.note.failed":
    "Not sent yet: your message is still in the form. Send it again in a moment, or call us.",
  "home.contact.note.tooFast":
    "Your last message has reached us. The next one can go in {seconds} {seconds|second|seconds}.",
  "home.contact.note.rateLimited":
    "We already have several messages from you. Send this one a little later, or call us.",
  "home.contact.heading": "Contact",
  "home.contact.intro": "Tell us about your project. We will get back to you soon.",
  "home.contact.emailLabel": "Email",
  "home.contact.phoneLabel": "Phone",
  "home.contact.addressLabel": "Address",
  "home.contact.addressNote":
    "Registered address, not for visits. We meet online or at your location.",
  "home.contact.consultationTitle": "{minutes}-minute consultation call",
  "home.contact.consultationText":
    "A short video or phone call about your goals, budget and timing, without obligation.",
  "home.contact.invoiceTitle": "Invoices",
  "home.contact.invoiceNote":
    "Every payment comes with an official invoice, with VAT, for businesses and private clients.",
  "home.contact.formHeading": "Send us a message",
} as const;
