/**
 * A vCard 3.0 (RFC 2426) business card: the format every phone's contacts app imports.
 * Pure, so the build script and the tests share it.
 */
export interface VCardData {
  givenName: string;
  familyName: string;
  organization: string;
  title: string;
  /** International format, e.g. +31612345678. */
  phone: string;
  email: string;
  url: string;
  address: { street: string; city: string; postalCode: string; country: string };
  /** Optional extra link, e.g. the messaging-app profile. */
  note?: string;
}

/** Escapes text values: backslash, comma, semicolon and newlines (RFC 2426 section 4). */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r?\n/g, "\\n");
}

/** Why: RFC 2426 lines should not be longer than 75 octets; longer ones are folded. */
const MAX_LINE_OCTETS = 75;

/** Folds a line at 75 UTF-8 octets without splitting a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildVCard(d: VCardData): string {
  const e = escapeVCardText;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${e(d.familyName)};${e(d.givenName)};;;`,
    `FN:${e(`${d.givenName} ${d.familyName}`.trim())}`,
    `ORG:${e(d.organization)}`,
    `TITLE:${e(d.title)}`,
    `TEL;TYPE=CELL,VOICE:${d.phone}`,
    `EMAIL;TYPE=INTERNET,WORK:${d.email}`,
    `URL:${d.url}`,
    `ADR;TYPE=WORK:;;${e(d.address.street)};${e(d.address.city)};;${e(d.address.postalCode)};${e(d.address.country)}`,
    ...(d.note ? [`NOTE:${e(d.note)}`] : []),
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
