/** The input type and autocomplete token of each one-line lead form field, by its schema key. */
export const FIELD_INPUTS = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  company: { type: "text", autoComplete: "organization" },
  practiceName: { type: "text", autoComplete: "organization" },
  practiceUrl: { type: "url", autoComplete: "url" },
} as const;
