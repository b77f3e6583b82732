/**
 * The team-chat texts (Telegram HTML). Every visitor-supplied value goes through escapeHtml; the
 * free-text message is last and is cut so the whole text stays within Telegram's 4096 characters.
 */
import { platformLabel } from "../../app/lib/events";
import type { Addon, PriceBreakdown } from "../../app/lib/pricing";
import { VAT_RATE } from "../../app/lib/pricing";
import type { Contact, Quote } from "../../app/lib/schemas";
import { TELEGRAM_MAX_CHARS } from "../outbound/telegram";

export const NOT_PROVIDED = "Not provided";
export const UNKNOWN_IP = "Unknown";

const ADDON_LABELS: Record<Addon, string> = {
  ecommerce: "E-commerce",
  seo: "SEO",
  analytics: "Analytics",
  multilingual: "Multilingual",
  calculator: "Online services calculator",
  branding: "Branding",
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const money = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const eur = (amount: number) => money.format(amount);

const line = (label: string, value: string | null | undefined, fallback = NOT_PROVIDED) =>
  `<b>${label}:</b> ${escapeHtml(value && value.trim() ? value : fallback)}`;

/** Appends the escaped free text, cut (by whole characters, never inside an entity) to fit. */
export function withFreeText(
  head: string,
  label: string,
  text: string | undefined,
  fallback = "(none)",
): string {
  const prefix = `${head}\n\n<b>${label}:</b>\n`;
  const budget = TELEGRAM_MAX_CHARS - prefix.length;
  const raw = text && text.trim() ? text : fallback;
  const escaped = escapeHtml(raw);
  if (escaped.length <= budget) return prefix + escaped;
  let out = "";
  for (const ch of raw) {
    const piece = escapeHtml(ch);
    if (out.length + piece.length > budget - 1) break;
    out += piece;
  }
  return `${prefix}${out}…`;
}

/** `note`: an extra line under the title, e.g. that the form was sent very fast. */
export type RequestContext = { ip: string | null; note?: string };

const noteLines = (ctx: RequestContext) => (ctx.note ? [`⚠️ <i>${escapeHtml(ctx.note)}</i>`] : []);

export function contactMessage(c: Contact, ctx: RequestContext): string {
  const dental = c.source === "tandarts";
  const lines = [
    dental
      ? "<b>🦷 New request from the dental landing page (/nl/tandarts)</b>"
      : "<b>📩 New contact message</b>",
    ...noteLines(ctx),
    "",
    line("Name", c.name),
    ...(dental ? [line("Practice", c.practiceName), line("Practice website", c.practiceUrl)] : []),
    line("Email", c.email),
    line("Phone", c.phone),
    ...(c.locale ? [line("Language", c.locale)] : []),
    line("IP", ctx.ip, UNKNOWN_IP),
  ];
  return withFreeText(lines.join("\n"), dental ? "Comments" : "Message", c.message);
}

function hostingText(p: PriceBreakdown): string {
  if (p.hosting.kind === "included_with_support") return "Included with support";
  const h = p.hosting;
  return `${eur(h.promoMonthly)}/month for the first ${h.promoMonths} months (special offer), then ${eur(h.monthly)}/month ex VAT`;
}

function domainText(p: PriceBreakdown): string {
  const { yearlyMin: min, yearlyMax: max } = p.domain;
  return min === max ? `${eur(min)}/year` : `${eur(min)}–${eur(max)}/year`;
}

export function quoteMessage(q: Quote, p: PriceBreakdown, ctx: RequestContext): string {
  const utm = Object.entries(q.utm ?? {}).filter(([, v]) => v);
  const vatPercent = Math.round(VAT_RATE * 100);
  const addons =
    p.addons.length > 0
      ? p.addons.map((a) => `${ADDON_LABELS[a.id]} ${eur(a.price)}`).join(", ")
      : "None";
  const base = `${eur(p.base)} (includes ${p.includedPages} ${p.includedPages === 1 ? "page" : "pages"}${p.originalBase ? `; special offer, normally ${eur(p.originalBase)}` : ""})`;
  const pages =
    p.extraPages > 0
      ? `${p.pages} (${p.extraPages} extra × ${eur(p.extraPagePrice)} = ${eur(p.extraPagesCost)})`
      : String(p.pages);
  const lines = [
    "<b>🧮 New quote request</b>",
    ...noteLines(ctx),
    "",
    line("Name", q.name),
    line("Email", q.email),
    line("Phone", q.phone),
    line("Company", q.company),
    "",
    line("Platform", platformLabel(p.platform)),
    line("Base package", base),
    line("Pages", pages),
    line("Add-ons", addons),
    line("One-time total (ex VAT)", eur(p.oneTimeTotal)),
    line(`One-time total (incl. ${vatPercent}% VAT)`, eur(p.oneTimeTotalInclVat)),
    line(
      "Support &amp; maintenance",
      `${eur(p.supportMonthly)}/month ex VAT (${eur(p.supportMonthlyInclVat)} incl. VAT)`,
    ),
    line("Hosting", hostingText(p)),
    line("Domain", domainText(p)),
    line("Currency", p.currency),
    "",
    line("Browser locale", q.locale, "Unknown"),
    line("UTM", utm.length > 0 ? utm.map(([k, v]) => `${k}=${v}`).join(", ") : "None"),
    line("IP", ctx.ip, UNKNOWN_IP),
  ];
  return withFreeText(lines.join("\n"), "Message", q.message);
}
