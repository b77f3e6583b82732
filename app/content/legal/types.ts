import { STUDIO } from "../studio";

/** One section of a legal page: a heading, paragraphs and optional list or facts. */
export interface LegalSection {
  /** Stable anchor, the same in every language (the cookie banner links to #cookies). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** A bullet list after the paragraphs. */
  items?: readonly string[];
  /** Label and value pairs (registration data), shown as a description list. */
  facts?: readonly (readonly [label: string, value: string])[];
}

export interface LegalDocument {
  sections: readonly LegalSection[];
}

/** The bodies of the three legal pages in one language (docs/product.md §12). */
export interface LegalBodies {
  legal: LegalDocument;
  privacy: LegalDocument;
  terms: LegalDocument;
}

export type LegalDocId = keyof LegalBodies;

/** Values the legal texts quote, read from the one place the owner edits them. */
export const LEGAL_VALUES = {
  brand: STUDIO.brand,
  owner: STUDIO.founder,
  kvk: STUDIO.legal.kvk,
  vat: STUDIO.legal.vat,
  legalForm: STUDIO.legal.legalForm,
  registeredAddress: STUDIO.legal.registeredAddress,
  businessAddress: STUDIO.legal.businessAddress,
  email: STUDIO.legal.emails.general,
  privacyEmail: STUDIO.legal.emails.privacy,
  phone: STUDIO.phone.display,
  website: STUDIO.website,
} as const;

/** Retention periods stated in the privacy policy: defined in lib, where the server reads them. */
export { RETENTION } from "~/lib/retention";

/** Commercial terms quoted in the terms of service. */
export const TERMS_VALUES = {
  quoteValidDays: 30,
  paymentDays: 14,
  depositPercent: 50,
  acceptanceDays: 14,
  noticeMonths: 1,
  feedbackRounds: 2,
  liabilityMonths: 6,
  claimYears: 1,
  court: "Amsterdam",
} as const;
