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

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(rows: LeadRow[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(",")];
  for (const row of rows) lines.push(COLUMNS.map(([, get]) => cell(get(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
