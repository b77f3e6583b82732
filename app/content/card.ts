import { MAILTO_LINK, STUDIO, TEL_LINK } from "./studio";

/**
 * The digital business card (docs/product.md §8). Texts (title, bio, labels, language names) are in
 * the `card` messages; the founder's photo is the `founder` entry of images.ts.
 */

export const CARD_SKILLS = [
  { id: "photo", icon: "camera" },
  { id: "marketing", icon: "megaphone" },
  { id: "scripts", icon: "fileCode" },
  { id: "webDevelopment", icon: "code" },
  { id: "support", icon: "lifeBuoy" },
  { id: "sysadmin", icon: "server" },
] as const;
export type CardSkillIcon = (typeof CARD_SKILLS)[number]["icon"];

/** docs/product.md §8: five proficiency dots per language. */
export const PROFICIENCY_DOTS = 5;
/** docs/product.md §8: one dot per 20 percent. */
export const PERCENT_PER_DOT = 20;

/** Languages the founder speaks, with proficiency in percent (docs/product.md §8). */
export const CARD_LANGUAGES = [
  { key: "ru", percent: 100, level: "native" },
  { key: "uk", percent: 100, level: "native" },
  { key: "en", percent: 75, level: "advanced" },
  { key: "nl", percent: 60, level: "intermediate" },
  { key: "fr", percent: 20, level: "basic" },
] as const;

/**
 * Filled dots for a percentage: one per 20 % begun (dot i is filled while i < percent / 20), so
 * "advanced" (75 %) shows one more dot than "intermediate" (60 %): 100 -> 5, 75 -> 4, 60 -> 3,
 * 20 -> 1, 0 -> 0. With only full steps counted both showed three, which read as the same level.
 */
export function filledDots(percent: number): number {
  const dots = Math.ceil(Math.max(0, percent) / PERCENT_PER_DOT);
  return Math.min(PROFICIENCY_DOTS, dots);
}

/** Colour of a contact button (mapped to classes in the component). */
export type CardTone = "sky" | "green" | "blue" | "amber" | "violet" | "slate";

/**
 * Contact buttons (docs/product.md §8: label, value, link, colour). The chat-app link gets its
 * prefilled message per language in the component; every other link is complete here.
 */
export const CARD_CONTACTS = [
  {
    id: "telegram",
    value: `@${STUDIO.messenger.split("/").pop() ?? ""}`,
    href: STUDIO.messenger,
    tone: "sky",
    external: true,
  },
  { id: "whatsapp", value: STUDIO.phone.display, href: null, tone: "green", external: true },
  { id: "phone", value: STUDIO.phone.display, href: TEL_LINK, tone: "blue", external: false },
  { id: "email", value: STUDIO.email, href: MAILTO_LINK, tone: "amber", external: false },
  {
    id: "website",
    value: new URL(STUDIO.website).host,
    href: STUDIO.website,
    tone: "violet",
    external: true,
  },
  {
    id: "location",
    value: STUDIO.address.city,
    href: STUDIO.address.mapUrl,
    tone: "slate",
    external: true,
  },
] as const satisfies readonly {
  id: string;
  value: string;
  href: string | null;
  tone: CardTone;
  external: boolean;
}[];
export type CardContactId = (typeof CARD_CONTACTS)[number]["id"];

/** Where the build writes each language's vCard (scripts/generate-vcard.ts). */
export function vcardPath(lang: string): string {
  return `/generated/contact-${lang}.vcf`;
}

/** File name the visitor's phone or computer saves the vCard as. */
export const VCARD_FILE_NAME = `${STUDIO.founder.toLowerCase().replace(/\s+/g, "-")}.vcf`;
