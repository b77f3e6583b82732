import type { Lang } from "~/i18n/languages";

/**
 * Values used in more than one place below: each is written once, so an edit reaches the header,
 * the legal pages, the company details, the footer's social links and the structured data alike.
 */
/** The phone number as shown, with its country code; the dialled form is derived from it. */
const PHONE_DISPLAY = "+31 6 1234 5678";
const EMAIL = "hello@example.com";
/**
 * Chat-app (WhatsApp) link; the prefilled message is added per language. Its number is the chat
 * app's account, usually the phone's: change it with the phone when they are the same.
 */
const CHAT_URL = "https://wa.me/31612345678";
/** The standard example IBAN; shown masked, the full one is asked for in the chat. */
const IBAN = "NL91ABNA0417164300";

/**
 * The number as shown until the visitor reveals it (docs/product.md §3.4): the country code and the
 * first group stay, every later digit is a dot ("+31 6 1234 5678" → "+31 6 •••• ••••"). Written
 * in fewer groups, only its first four digits stay ("+31 612345678" → "+31 61•••••••").
 */
export function maskPhone(display: string): string {
  const groups = display.split(" ");
  if (groups.length >= 3)
    return groups.map((group, i) => (i < 2 ? group : group.replace(/\d/g, "•"))).join(" ");
  let kept = 0;
  return display.replace(/\d/g, (digit) => (++kept <= 4 ? digit : "•"));
}

/** The IBAN as shown, its middle hidden ("NL91ABNA0417164300" → "NL91 •••• •••• •••• 00"). */
function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• •••• ${iban.slice(-2)}`;
}

/**
 * The studio's contact details, registration data and social links: the one place the owner edits
 * them (docs/product.md §1), with the three values above. These are clearly example values;
 * replace them with the real ones before launch.
 */
export const STUDIO = {
  brand: "Studio Noord",
  founder: "Alex Example",
  phone: {
    /** Digits for tel: links, with country code. */
    international: PHONE_DISPLAY.replace(/[^\d+]/g, ""),
    display: PHONE_DISPLAY,
    /** Shown until the visitor clicks to reveal the number. */
    masked: maskPhone(PHONE_DISPLAY),
  },
  email: EMAIL,
  chat: { baseUrl: CHAT_URL },
  messenger: "https://t.me/example_studio",
  website: "https://www.example.com",
  address: {
    street: "Voorbeeldstraat 1",
    postalCode: "1011 AA",
    city: "Amsterdam",
    country: "NL",
    mapUrl: "https://www.openstreetmap.org/search?query=Amsterdam",
  },
  legal: {
    /** Chamber of Commerce (KvK) registration number. */
    kvk: "12345678",
    vat: "NL000099998B57",
    iban: IBAN,
    ibanMasked: maskIban(IBAN),
    legalForm: "eenmanszaak",
    registeredSince: "2025-09-01",
    /** Street, postal code and city as registered; the country follows in the page's language. */
    registeredAddress: "Voorbeeldstraat 1, 1011 AA Amsterdam",
    businessAddress: "Voorbeeldstraat 1, 1011 AA Amsterdam",
    emails: { general: EMAIL, privacy: "privacy@example.com" },
  },
  socials: [
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/example" },
    { id: "facebook", label: "Facebook", url: "https://www.facebook.com/example" },
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/example" },
    { id: "whatsapp", label: "WhatsApp", url: CHAT_URL },
  ],
} as const;

/**
 * The country of the addresses (`address.country`, NL), as each language names it: the legal
 * pages, the company details, the card, its vCard and the home page's area served.
 */
export const COUNTRY_NAMES: Record<Lang, string> = {
  en: "Netherlands",
  nl: "Nederland",
  ua: "Нідерланди",
  fr: "Pays-Bas",
};

/** A registered or business address with its country, in the page's language. */
export function postalAddress(address: string, lang: Lang): string {
  return `${address}, ${COUNTRY_NAMES[lang]}`;
}

/**
 * Claims shown to visitors (docs/product.md §1), in one place. A range is written with an en dash
 * ("5–15"), as the texts write ranges in all four languages.
 */
export const CLAIMS = {
  yearsExperience: 15,
  yearsPhotoExperience: 5,
  clients: 200,
  photoDeliveryDays: "3–5",
  lossPerSecondDelayPercent: 7,
  mobileBrowsingPercent: 70,
  adSavingsPercent: 50,
  loadTargetSeconds: "1–2",
  consultationMinutes: 30,
  launchDays: "5–15",
  prototypeDays: "1–3",
} as const;

/**
 * Chat link with a prefilled message. What a URL's query cannot hold as it is (ASCII spaces and
 * punctuation with a meaning in URLs, controls, the no-break space) is percent-encoded; letters
 * beyond ASCII stay as they are, which a URL may hold. The browser encodes them as UTF-8 when it
 * follows the link, so the chat app gets the same request, while a Ukrainian message takes a third
 * of the bytes in the page: six per letter as `%D0%92`, two as `В`
 * (docs/decisions/298-chat-links-unescaped-letters.md).
 */
export function chatLink(message: string): string {
  const text = Array.from(message, (c) => (c.codePointAt(0)! > 0xa0 ? c : encodeURIComponent(c)));
  return `${STUDIO.chat.baseUrl}?text=${text.join("")}`;
}

export const TEL_LINK = `tel:${STUDIO.phone.international}`;
export const MAILTO_LINK = `mailto:${STUDIO.email}`;
