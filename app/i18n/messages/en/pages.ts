/** Title, description, heading and introduction of every page. */
export const pages = {
  "home.meta.title": "Studio Noord: websites, marketing & photo/video, Netherlands",
  "home.meta.description":
    "Fast websites in {launchDays} {launchDays|day|days}, digital marketing and photo/video for small businesses. Founder-led studio in the Netherlands. Prototype in {prototypeDays} {prototypeDays|day|days}.",
  "photoVideo.meta.title": "Photo & video services | Studio Noord",
  "photoVideo.meta.description":
    "Portrait, lifestyle and fashion photography, videography and event coverage. Photos delivered in {days} {days|day|days}.",
  "photoVideo.heading": "Photo & video that tells your story",
  "photoVideo.intro":
    "Photography, videography and event coverage for people and businesses, with more than {years} {years|year|years} of photo experience.",
  "portfolio.meta.title": "Photo & video portfolio | Studio Noord",
  "portfolio.meta.description":
    "A selection of portrait, lifestyle, fashion, wedding, corporate and event work.",
  "portfolio.heading": "Photo & video portfolio",
  "portfolio.intro": "A selection of our recent photo sessions and video productions.",
  "websitePortfolio.meta.title": "Website portfolio | Studio Noord",
  "websitePortfolio.meta.description":
    "Websites we built for healthcare and entertainment businesses: technologies and key features.",
  "websitePortfolio.heading": "Website portfolio",
  "websitePortfolio.intro":
    "Websites we designed and built for small businesses, from first idea to launch and support.",
  "card.meta.title": "Digital business card | Studio Noord",
  "card.meta.description":
    "Contact the founder of Studio Noord: phone, WhatsApp, Telegram, email and website in one card.",
  "card.heading": "Digital business card",
  "card.intro": "All the ways to reach me, in one place.",
  "legal.meta.title": "Legal information | Studio Noord",
  "legal.meta.description":
    "Legal information about Studio Noord: registration data, addresses and contact details.",
  "legal.heading": "Legal information",
  "legal.intro": "Who runs this website and how to reach us.",
  "privacy.meta.title": "Privacy policy | Studio Noord",
  "privacy.meta.description":
    "What data our forms collect, where it goes, how long we keep it, cookies and your rights under the GDPR.",
  "privacy.heading": "Privacy policy",
  "privacy.intro": "How we handle your personal data when you use this website.",
  "terms.meta.title": "Terms of service | Studio Noord",
  "terms.meta.description": "The terms that apply to our website and our services.",
  "terms.heading": "Terms of service",
  "terms.intro": "The terms that apply when you use this website or order our services.",
  "tandarts.heading": "Websites for dental practices",
  "tandarts.meta.title": "Websites for dental practices | Studio Noord",
  "tandarts.meta.description": "Websites and online marketing for small dental practices.",
  "messageSent.meta.title": "Message sent | Studio Noord",
  "messageSent.meta.description": "Your message has been sent.",
  "messageSent.heading": "Message sent successfully!",
  "messageSent.intro": "Your request has been sent. We'll get back to you soon.",
  "messageSent.back": "Back to the home page",
  "messageSent.quoteHeading": "Quote request sent!",
  "messageSent.quoteIntro": "Thank you. We have your configuration and will send you a quote soon.",
  "messageSent.quoteBack": "Back to the calculator",
  "messageNotSent.meta.title": "Message not sent | Studio Noord",
  "messageNotSent.meta.description": "Your message could not be sent.",
  "messageNotSent.heading": "Your message was not sent",
  "messageNotSent.intro":
    "Please check the form: name, a valid email address and a message are required. Nothing was sent.",
  "messageNotSent.back": "Back to the contact form",
  "messageNotSent.fieldsLabel": "Please check these fields:",
  "messageNotSent.field.name": "Name",
  "messageNotSent.field.email": "Email",
  "messageNotSent.field.phone": "Phone",
  "messageNotSent.field.practiceName": "Practice name",
  "messageNotSent.field.message": "Message",
  "messageNotSent.field.practiceUrl": "Practice website",
  "messageNotSent.field.company": "Company",
  "messageNotSent.field.consent": "Permission to contact you",
  "messageNotSent.field.privacy": "Agreement to be contacted about this request",
  "messageNotSent.quoteHeading": "Your quote request was not sent",
  "messageNotSent.reason.invalid":
    "Some fields need a correction. What you typed is below: correct it and send it again.",
  "messageNotSent.retryHeading": "Check and send again",
  "messageNotSent.retrySubmit": "Send again",
  "messageNotSent.reason.rateLimited":
    "You sent a message a moment ago. Please wait {wait}, then try again.",
  "messageNotSent.wait.one": "{count} second",
  "messageNotSent.wait.few": "{count} seconds",
  "messageNotSent.wait.many": "{count} seconds",
  "messageNotSent.wait.other": "{count} seconds",
  "messageNotSent.reason.hourlyLimit":
    "You have sent several messages in the last hour. Please try again in about {minutes} {minutes|minute|minutes}, or call or email us.",

  "messageNotSent.reason.tooLarge":
    "What you sent is more than a form can take, so it was not read. Go back, shorten your message to at most {max} characters and send it again, or email us.",
  "messageNotSent.reason.otherSite":
    "This form was sent from another web address, so it was not accepted. Open {site} and send it from there, or call or email us.",
  "messageNotSent.reason.unreadable":
    "Your browser sent the form in a way we could not read. Please go back and send it again, or call or email us.",
  "messageNotSent.reason.server":
    "Something went wrong on our side. Please try again in a minute, or call or email us.",
} as const;
