/** The input type and autocomplete token of each one-line lead form field, by its schema key. */
export const FIELD_INPUTS = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  company: { type: "text", autoComplete: "organization" },
  practiceName: { type: "text", autoComplete: "organization" },
  // Text with a URL keyboard, not type="url" (docs/product.md §6.3): the browser's own check
  // (before or without JavaScript) refuses "www.praktijk.nl", which the server accepts and
  // completes with https://.
  practiceUrl: { type: "text", inputMode: "url", autoComplete: "url", autoCapitalize: "none" },
} as const;
