/** CSV rendering of the leads export (RFC 4180, UTF-8 with BOM so spreadsheet apps read accents). */
import type { LeadRow } from "../store/leads-repo";

const COLUMNS: [string, (r: LeadRow) => unknown][] = [
  ["created_at", (r) => r.createdAt.toISOString()],
  ["id", (r) => r.id],
  ["kind", (r) => r.kind],
  ["source", (r) => r.source],
  ["name", (r) => r.name],
  ["email", (r) => r.email],
  ["phone", (r) => r.phone],
  ["company", (r) => r.company],
  ["message", (r) => r.message],
  ["locale", (r) => r.locale],
  ["ip", (r) => r.ip],
  ["user_agent", (r) => r.userAgent],
  ["spam", (r) => (r.spam ? (r.spamReason ?? "yes") : "")],
  ["delivery_status", (r) => r.deliveryStatus ?? (r.spam ? "not_sent" : "")],
  ["delivery_attempts", (r) => r.deliveryAttempts],
  ["delivery_error", (r) => r.deliveryLastError],
  ["delivered_at", (r) => r.deliveredAt?.toISOString()],
  [
    "details",
    (r) => (r.details && Object.keys(r.details).length > 0 ? JSON.stringify(r.details) : ""),
  ],
];

/** Visitor text starting with these could run as a formula when the owner opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A spreadsheet set to Dutch (or French) regional settings splits a row on `;`, not `,`, and there
 * a quote in the middle of a field is an ordinary letter: every `;` in visitor text starts a cell
 * of its own, so a formula after one (`Jan;=HYPERLINK(…)`) is defused as one at the start is.
 */
const FORMULA_AFTER_SEMICOLON = /;(?=["\s]*[=+\-@])/g;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string") {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_SEMICOLON, ";'");
  }
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(rows: LeadRow[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(",")];
  for (const row of rows) lines.push(COLUMNS.map(([, get]) => cell(get(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
