import type { Lang } from "~/i18n/languages";
import { legalEn } from "./en";
import { legalFr } from "./fr";
import { legalNl } from "./nl";
import type { LegalBodies } from "./types";
import { legalUa } from "./ua";

/** Every language's legal bodies. Import only from loaders (build time), never from components. */
export const LEGAL_BODIES: Readonly<Record<Lang, LegalBodies>> = {
  en: legalEn,
  nl: legalNl,
  ua: legalUa,
  fr: legalFr,
};
