import { longDate } from "~/lib/long-date";
import { counted } from "~/lib/plural-category";
import { VAT_RATE } from "~/lib/vat";
import { CLAIMS, STUDIO, postalAddress } from "../studio";
import { LEGAL_VALUES as V, RETENTION as R, TERMS_VALUES as T, type LegalBodies } from "./types";

const since = longDate(STUDIO.legal.registeredSince, "en-IE");
const vat = `${Math.round(VAT_RATE * 100)}%`;

/** A count and its noun, singular for one (app/lib/plural-category.ts): owners edit the numbers. */
const num = (count: number | string, one: string, other: string, space?: string) =>
  counted("en", count, { one, other }, space);

/** The legal pages in English (docs/product.md §12). */
export const legalEn: LegalBodies = {
  legal: {
    sections: [
      {
        id: "provider",
        heading: "Who runs this website",
        paragraphs: [
          `This website is run by ${V.brand}, a sole proprietorship (${V.legalForm}) under Dutch law, owned and managed by ${V.owner}.`,
        ],
        facts: [
          ["Trade name", V.brand],
          ["Owner", V.owner],
          ["Legal form", `Sole proprietorship (${V.legalForm})`],
          ["Chamber of Commerce (KvK) number", V.kvk],
          ["VAT number", V.vat],
          ["Registered since", since],
          ["Registered address", postalAddress(V.registeredAddress, "en")],
          ["Business address", postalAddress(V.businessAddress, "en")],
          ["Email", V.email],
          ["Privacy questions", V.privacyEmail],
          ["Phone", V.phone],
        ],
      },
      {
        id: "contact",
        heading: "How to reach us",
        paragraphs: [
          `Write to ${V.email} or call ${V.phone}. We answer on working days, usually within one working day.`,
          "Our addresses are for post and registration only: we do not receive visitors there. Meetings take place by appointment, online or at your location.",
        ],
      },
      {
        id: "responsibility",
        heading: "Responsible for the content",
        paragraphs: [
          `${V.owner} is responsible for the content of this website, at the registered address above.`,
        ],
      },
      {
        id: "accuracy",
        heading: "Accuracy of the information",
        paragraphs: [
          "We take care to keep this website correct and up to date, but it may contain mistakes or become outdated. Prices on this website and the results of the price calculator are indications, not offers: only a written quote from us is binding.",
        ],
      },
      {
        id: "links",
        heading: "Links to other websites",
        paragraphs: [
          "This website links to services of other companies, such as WhatsApp, Telegram and social networks. We have no influence on their content or on how they handle your data; their own terms and privacy policies apply.",
        ],
      },
      {
        id: "copyright",
        heading: "Copyright",
        paragraphs: [
          `The texts, designs, photos and videos on this website belong to ${V.brand} or are used with permission. Please ask us before you reuse them. The barbershop and cleaning company shown as demo sites are fictional businesses made to show our work.`,
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        paragraphs: [
          `Not happy with our work or with this website? Write to ${V.email}. We confirm receipt of your complaint within five working days and look for a solution with you.`,
        ],
      },
    ],
  },
  privacy: {
    sections: [
      {
        id: "controller",
        heading: "Who is responsible for your data",
        paragraphs: [
          `${V.brand} (a sole proprietorship, Chamber of Commerce number ${V.kvk}, ${postalAddress(V.registeredAddress, "en")}) is the controller for the personal data processed through this website. For anything about your data, write to ${V.privacyEmail}.`,
        ],
      },
      {
        id: "summary",
        heading: "In short",
        paragraphs: [
          "We only collect what you send us through a form, plus the technical data needed to deliver and protect this website. We do not set advertising cookies and do not load any tracking script in your browser. Conversion measurement with Meta only happens after you choose “{cookie.acceptAll}” in the cookie banner. We never sell your data.",
        ],
      },
      {
        id: "forms",
        heading: "What our forms collect",
        paragraphs: ["When you send one of our forms, we receive:"],
        items: [
          "Contact form: your name, email address, phone number (optional) and message.",
          "Quote request from the price calculator: your name, email address, phone number, company and message (the last three optional), the configuration you chose and its price, your browser language and the campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) in the address of the page, if any.",
          "Form for dental practices: your name, the name and website of your practice, your email address, phone number, the package you are interested in and your comments (optional).",
          "With every form: your IP address, your browser's user agent, the language of the page you sent it from, the time of sending, a random submission number and how long the form took to fill in. We use the last two to store each submission once and to recognise automated spam.",
        ],
      },
      {
        id: "purposes",
        heading: "Why we use your data, and on what legal basis",
        paragraphs: [],
        items: [
          "To answer your question and prepare a quote: steps you ask for before a possible contract (Article 6(1)(b) GDPR). You don't have to give us your details, but without a name and an email address we cannot answer you.",
          "To carry out a contract and keep our administration: performance of the contract and our legal obligations, such as tax law (Article 6(1)(b) and (c) GDPR).",
          "To protect our forms against spam and abuse (IP address, rate limits, timing): our legitimate interest in a secure website (Article 6(1)(f) GDPR).",
          "To know which campaign brought a quote request you send us (the campaign tags in the address you arrived by): our legitimate interest in knowing where our clients find us (Article 6(1)(f) GDPR). The tags reach only us, with the request itself; only after “{cookie.acceptAll}” are they also part of the page address reported to Meta (below).",
          "To tell Meta which of its advertisements bring visitors (conversion measurement, below): your consent (Article 6(1)(a) GDPR), which you give with “{cookie.acceptAll}” and can withdraw at any time.",
        ],
      },
      {
        id: "storage",
        heading: "Where your data goes",
        paragraphs: [
          "Every submission is first stored in our own database (PostgreSQL) on the server that runs this website, operated for us by a hosting provider in the European Union under a data processing agreement.",
          "Right after that, our server forwards the submission as a message to our team chat on Telegram, so we can answer quickly. The message is sent to a private chat that only our team can read. Telegram Messenger Inc. processes these messages for us as a service provider and stores them on servers outside the European Economic Area. No adequacy decision covers those countries, and Telegram does not offer the European Commission's standard contractual clauses. The transfer therefore relies on Article 49(1)(b) GDPR: it is necessary for the steps you asked us to take. Each message holds what you sent (for a quote, also the configuration and its price), the language of the page, your IP address and, for a quote, your browser's language and any campaign tags: we need them to answer you in your language and to recognise abuse. Nothing else goes into it.",
        ],
      },
      {
        id: "conversion",
        heading: "Conversion measurement with Meta",
        paragraphs: [
          "If you have chosen “{cookie.acceptAll}” in the cookie banner, and only then, our server reports certain actions to the Conversions API of Meta Platforms Ireland Ltd.: a sent contact or dental form (Lead), a price calculation (ViewContent), a quote request (InitiateCheckout) and a click on the phone or WhatsApp button (Contact).",
          "Before anything leaves our server, your email address, phone number, first name and last name are made unreadable with a one-way hash (SHA-256). The report also contains your IP address, your browser's user agent, the page address and, if they are already present in your browser, the values of Meta's _fbp and _fbc cookies; without an _fbc cookie, our server takes the click identifier from the address's fbclid parameter, if it has one. We do not set those cookies and do not load the Meta Pixel.",
          "We and Meta are jointly responsible for collecting and sending this data (Article 26 GDPR); what Meta does with it afterwards falls under Meta's own privacy policy. The essentials of this arrangement are in Meta's Controller Addendum (facebook.com/legal/controller_addendum). Meta may transfer data to the United States under the EU-U.S. Data Privacy Framework. Without “{cookie.acceptAll}”, nothing is sent to Meta.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies and browser storage",
        paragraphs: [
          `This website sets one cookie of its own: cookieConsent, with the value all or necessary, to remember your choice in the cookie banner; your browser keeps it for ${num(R.consentCookieMonths, "month", "months")}. Your browser's local storage holds the same choice, and one more item, webFont, which notes that the site's font is already in your browser so that the next page can use it at once. Both are strictly necessary, say nothing about you, and stay until you change your choice or clear your browser data.`,
          "Your browser's session storage, which is emptied when you close the tab, holds three more items for the visit: utm, the campaign tags (such as utm_source) of the address you arrived by, so that a quote request you send later in the visit says which campaign brought you; react-router-scroll-positions, how far each page was scrolled, so that Back returns you to the same place; and reloadedAfterError, the time and address of a page that failed to load, so that it is loaded again only once. None of them leaves your browser on its own: the campaign tags travel only with a quote request you send yourself. They serve this website alone and have little or no effect on your privacy.",
          "“{cookie.necessaryOnly}” and “{cookie.rejectAll}” both store necessary: then nothing is sent to Meta. “{cookie.acceptAll}” stores all: then the conversion measurement described above is switched on. You can change your choice at any time with “{footer.cookieSettings}” at the bottom of every page.",
          "The _fbp and _fbc cookies are Meta's: the Meta Pixel sets them, and this site does not load it, so they are normally not there. Should they be present, we read them only when you chose “{cookie.acceptAll}”. Our fonts are hosted on our own server, so loading a page does not contact anyone else. When you click a link to WhatsApp, Telegram or a social network, that service's own privacy policy applies.",
        ],
      },
      {
        id: "logs",
        heading: "Server logs",
        paragraphs: [
          `Our server keeps a technical log: when it starts and stops, errors, each form received (with a shortened, unreadable form of the email address) and each delivery to our team chat, and failed sign-ins to our lead export with the IP address. It does not record which pages you visit. We use it to keep the website secure and to fix errors (legitimate interest). The logs never contain full email addresses or phone numbers and are deleted after ${num(R.serverLogDays, "day", "days")}.`,
        ],
      },
      {
        id: "retention",
        heading: "How long we keep your data",
        paragraphs: [],
        items: [
          `Form submissions in our database: ${num(R.leadMonths, "month", "months")} after we receive them; they are then deleted automatically. We delete the copy in our team chat by hand within the same period, unless a contract follows.`,
          `If a contract follows: the data we need for our administration, ${num(R.administrationYears, "year", "years")}, as Dutch tax law requires.`,
          `Rate-limit counters based on your IP address: at most ${num(R.rateLimitHours, "hour", "hours")}.`,
          `A form our server refused when it was sent without JavaScript (for example with an invalid email address): what you typed, in our server's memory only, for ${num(R.refusedInputMinutes, "minute", "minutes")}, so that the “Your message was not sent” page can give it back to you to correct.`,
          `Server logs: ${num(R.serverLogDays, "day", "days")}.`,
          `Your cookie choice: in your own browser, the cookie for at most ${num(R.consentCookieMonths, "month", "months")}, the local storage until you change it or clear your browser data.`,
          "Campaign tags, scroll positions and the failed-load note: in your browser's session storage, until you close the tab.",
          "Data received by Meta: as described in Meta's privacy policy.",
        ],
      },
      {
        id: "recipients",
        heading: "Who receives your data",
        paragraphs: [
          "Our team; our hosting provider; Telegram, for the team chat; Meta, only with your consent; and authorities, only when the law obliges us. We do not sell your data and we do not use it for automated decisions or profiling.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        paragraphs: ["Under the GDPR you have the right to:"],
        items: [
          "access the personal data we hold about you;",
          "have incorrect data rectified;",
          "have your data erased;",
          "restrict the processing of your data;",
          "receive your data in a common format, or have us send it directly to another organisation (portability);",
          "object to processing based on our legitimate interest;",
          "withdraw your consent at any time, with “{footer.cookieSettings}” at the bottom of every page, without affecting what happened before;",
          "lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl).",
        ],
      },
      {
        id: "exercise",
        heading: "How to exercise your rights",
        paragraphs: [
          `Send your request to ${V.privacyEmail}. We answer within one month. To protect your data, we may ask you to confirm that the request really comes from you.`,
        ],
      },
      {
        id: "security",
        heading: "Security",
        paragraphs: [
          "The website is served only over an encrypted connection, with strict security headers. Access to the database and the team chat is limited to our team, and we collect as little as we can.",
        ],
      },
      {
        id: "children",
        heading: "Children",
        paragraphs: [
          "Our services are meant for businesses and adults. We do not knowingly collect data from children under 16.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          "When our website or our way of working changes, we update this policy. The date at the top shows the latest version.",
        ],
      },
    ],
  },
  terms: {
    sections: [
      {
        id: "scope",
        heading: "When these terms apply",
        paragraphs: [
          `These terms apply to every offer, quote and agreement of ${V.brand} (Chamber of Commerce number ${V.kvk}) and to the use of this website. Other arrangements only apply when we agree on them in writing; an email is enough.`,
        ],
      },
      {
        id: "services",
        heading: "Our services",
        paragraphs: [
          `We build and redesign websites (a prototype in ${num(CLAIMS.prototypeDays, "day", "days")}, a launch in ${num(CLAIMS.launchDays, "day", "days")}), and offer digital marketing and advertising, search engine optimisation, interface design, speed optimisation, hosting and support, photography, videography and event coverage. The quote describes exactly what we deliver.`,
        ],
      },
      {
        id: "quotes",
        heading: "Quotes and prices",
        paragraphs: [
          `All prices are in euros and exclude ${vat} VAT, unless stated otherwise. Prices on this website and the results of the price calculator are indications, not offers. A quote is valid for ${num(T.quoteValidDays, "day", "days")}. The agreement starts when you accept our quote in writing (an email is enough) or when we start work at your request.`,
        ],
      },
      {
        id: "payment",
        heading: "Payment",
        paragraphs: [
          `Invoices are payable within ${num(T.paymentDays, "day", "days")}. For projects we invoice ${T.depositPercent}% when you accept the quote and the rest on delivery, before the website goes live, unless the quote says otherwise. Subscriptions such as hosting and support are invoiced in advance. If an invoice stays unpaid after a reminder, we may charge the statutory interest and pause the work.`,
        ],
      },
      {
        id: "delivery",
        heading: "Delivery and cooperation",
        paragraphs: [
          `Delivery dates are estimates and depend on receiving texts, images, feedback and access on time; a delay on your side moves the schedule. You are responsible for the content you supply and for having the rights to use it. Edited photos are delivered within ${num(CLAIMS.photoDeliveryDays, "day", "days")} after the session.`,
        ],
      },
      {
        id: "changes",
        heading: "Changes and extra work",
        paragraphs: [
          `A quote includes ${num(T.feedbackRounds, "feedback round", "feedback rounds")}. Requests outside the quote are extra work: we tell you the price first and only start after your approval.`,
        ],
      },
      {
        id: "acceptance",
        heading: "Acceptance",
        paragraphs: [
          `Please check a delivery within ${num(T.acceptanceDays, "day", "days")}. It counts as accepted when you report no defects in that time or when you put the work into use. We fix anything that does not match the agreement free of charge.`,
        ],
      },
      {
        id: "ip",
        heading: "Intellectual property",
        paragraphs: [
          "After full payment, you own the designs and texts we made specifically for you. We keep the rights to our general tools, code and know-how. Third-party parts such as site builders, themes, plugins, fonts and stock photos fall under their own licences.",
          "For photos and videos we keep the copyright and you receive a licence for the use we agreed on. We may show the work in our portfolio unless you tell us otherwise.",
        ],
      },
      {
        id: "third-parties",
        heading: "Hosting, support and other providers",
        paragraphs: [
          `Our services rely on other providers, such as site builders, hosting companies, domain registrars and advertising platforms. We are not liable for their outages or price changes. Subscriptions can be cancelled at the end of each month with ${num(T.noticeMonths, "month's", "months'")} notice. Where possible, we register domain names in your name.`,
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        paragraphs: [
          `Our liability is limited to direct damage, up to the amount invoiced for the assignment concerned; for subscriptions, up to the fees of the last ${num(T.liabilityMonths, "month", "months")}. We are not liable for indirect damage such as lost profit or lost data, and we cannot guarantee search rankings or advertising results. These limits do not apply in case of intent or gross negligence. Claims expire ${num(T.claimYears, "year", "years")} after you discovered the damage.`,
        ],
      },
      {
        id: "termination",
        heading: "Ending the agreement",
        paragraphs: [
          "You may stop a project at any time; you pay for the work done until then. We may end the agreement if invoices stay unpaid or the cooperation we need is lacking. Neither party is liable for failures caused by force majeure, such as outages of internet or hosting providers, illness or government measures.",
        ],
      },
      {
        id: "privacy",
        heading: "Privacy",
        paragraphs: [
          "We handle personal data as described in our privacy policy. When we process personal data for you, for example on your website, we conclude a data processing agreement.",
        ],
      },
      {
        id: "law",
        heading: "Applicable law and disputes",
        paragraphs: [
          `Dutch law applies. Disputes go to the competent court in ${T.court}, unless mandatory law says otherwise. If you are a consumer, you keep the rights that the law always gives you, including the 14-day right of withdrawal for contracts concluded at a distance, unless you asked us to start within that period and the service has been fully performed.`,
        ],
      },
    ],
  },
};
