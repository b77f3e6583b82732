/**
 * "Jan van der Berg" -> given "Jan", family "van der Berg": split at the first space, for the
 * vCard's N field and the hashed first and last name of a conversion event (docs/product.md §13.2).
 */
export function splitName(fullName: string): { givenName: string; familyName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(" ");
  if (space === -1) return { givenName: trimmed, familyName: "" };
  return { givenName: trimmed.slice(0, space), familyName: trimmed.slice(space + 1).trim() };
}
