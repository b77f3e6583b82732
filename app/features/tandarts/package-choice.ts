/**
 * A package card's "Kies …" is a submit button of the request form further down
 * (docs/decisions/142-demo-forms-post.md, the dental page section). With JavaScript it only moves
 * to the form with the package chosen. Without it (or before the cards' code arrives) the browser
 * posts the form to the page with the package in the query, and the page's action hands back what
 * was typed so far: choosing a package never empties the form. Nothing is stored or sent on.
 */

/** The request form's id, named by each card's button (`form=`). */
export const REQUEST_FORM_ID = "aanvraag-formulier";

/**
 * The form's package field. With JavaScript a card's button focuses it once the form shows the
 * package: a screen reader reads the choice ("Interesse in pakket, Growth"), and the keyboard is in
 * the form, not left on the page's body.
 */
export const PACKAGE_FIELD_ID = "tandarts-package";

/** The button's name and value: a post with them is a package choice, not a request. */
export const CHOOSE_PACKAGE = { name: "intent", value: "package" } as const;

/** The fields handed back; the package comes from the query, the honeypot and ids do not. */
const KEPT = ["name", "practiceName", "email", "phone", "practiceUrl", "message"] as const;
export type KeptField = (typeof KEPT)[number];

export interface KeptRequest {
  values: Partial<Record<KeptField, string>>;
  privacy: boolean;
}

/** What a package-choice post carried, or null for any other post. */
export function keptRequest(data: FormData): KeptRequest | null {
  if (data.get(CHOOSE_PACKAGE.name) !== CHOOSE_PACKAGE.value) return null;
  const values: KeptRequest["values"] = {};
  for (const field of KEPT) {
    const value = data.get(field);
    if (typeof value === "string" && value !== "") values[field] = value;
  }
  return { values, privacy: data.has("privacy") };
}
