/** The website portfolio page. English is the source of keys. */
export const webPortfolio = {
  "webPortfolio.projects.heading": "Selected projects",
  "webPortfolio.filter.label": "Filter projects",
  "webPortfolio.filter.all": "All",
  "webPortfolio.filter.web": "Web development",
  "webPortfolio.filter.showing": "Showing {count} of {total} projects",
  "webPortfolio.industry.healthcare": "Healthcare",
  "webPortfolio.industry.entertainment": "Entertainment",
  "webPortfolio.service.web": "Web development",
  "webPortfolio.service.marketing": "Marketing",
  "webPortfolio.screenshotAlt": "The {title} website",
  "webPortfolio.technologies": "Technologies",
  "webPortfolio.features": "Key features",
  "webPortfolio.viewLive": "View Live",
  "webPortfolio.viewCode": "View Code",

  "webPortfolio.project.smilecare.description":
    "A fast, bilingual website for a family dental practice, where new patients request an appointment in a minute.",
  "webPortfolio.project.smilecare.feature1": "Online appointment requests",
  "webPortfolio.project.smilecare.feature2": "Dutch and English",
  "webPortfolio.project.smilecare.feature3": "Treatments with clear prices",
  "webPortfolio.project.smilecare.feature4":
    "Loads in {seconds} {seconds|second|seconds} on a phone",
  "webPortfolio.project.physio.description":
    "A modern website for a physiotherapy practice: treatments, therapists and opening hours at a glance.",
  "webPortfolio.project.physio.feature1": "Profiles of every therapist",
  "webPortfolio.project.physio.feature2": "Online intake form",
  "webPortfolio.project.physio.feature3": "Map, route and opening hours",
  "webPortfolio.project.physio.feature4": "Easy to read on every screen",
  "webPortfolio.project.escape.description":
    "A landing page and ad campaign for an escape room, built to turn ad clicks into bookings.",
  "webPortfolio.project.escape.feature1": "Landing page focused on bookings",
  "webPortfolio.project.escape.feature2": "Google and Meta ad campaigns",
  "webPortfolio.project.escape.feature3": "Booking button on every screen",
  "webPortfolio.project.escape.feature4": "Conversion tracking for every ad",

  "webPortfolio.process.heading": "How we work",
  "webPortfolio.process.intro":
    "Four clear steps from the first call to a site that keeps growing.",
  "webPortfolio.process.step": "Step {number}",
  "webPortfolio.process.discovery.title": "Discovery and planning",
  "webPortfolio.process.discovery.text":
    "A {minutes}-minute call about your business, your clients and your goals, then a clear plan and a fixed price.",
  "webPortfolio.process.design.title": "Design and prototyping",
  "webPortfolio.process.design.text":
    "Within {prototypeDays} {prototypeDays|day|days} you click through a working prototype and tell us what to change.",
  "webPortfolio.process.development.title": "Development and testing",
  "webPortfolio.process.development.text":
    "We build the site and test it on phones, tablets and computers, for speed and for search engines.",
  "webPortfolio.process.launch.title": "Launch and support",
  "webPortfolio.process.launch.text":
    "Your site goes live in {launchDays} {launchDays|day|days}. We keep it updated, secure and fast afterwards.",

  "webPortfolio.cta.heading": "Have a project in mind?",
  "webPortfolio.cta.text":
    "Tell us about your business and we will show you what your new website could look like.",
  "webPortfolio.cta.contact": "Start your project",
  "webPortfolio.cta.services": "Explore our services",
} as const;
