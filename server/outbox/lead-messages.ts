/**
 * The team-chat texts (Telegram HTML). Every visitor-supplied value is escaped; the visitor's
 * message comes last and is the last thing cut when the text would pass Telegram's limit
 * (chat-text.ts). The lead itself is stored in full.
 */
import { domainToUnicode } from "node:url";
import { calculator as siteNames } from "../../app/i18n/messages/en/calculator";
import type { Addon, Platform, PriceBreakdown } from "../../app/lib/pricing";
import { ADDONS, VAT_RATE } from "../../app/lib/pricing";
import type { Contact, Quote } from "../../app/lib/schemas";
import { buildChatText, escapeHtml, type ChatLine } from "./chat-text";

export { escapeHtml };

export const NOT_PROVIDED = "Not provided";
export const UNKNOWN_IP = "Unknown";

/**
 * The calculator's options by the names the visitor saw (the English site's), so the studio reads
 * in the chat what the client may quote back to them.
 */
const ADDON_LABELS = Object.fromEntries(
  ADDONS.map((a) => [a, siteNames[`calculator.addon.${a}.name`]]),
) as Record<Addon, string>;

const platformName = (platform: Platform) => siteNames[`calculator.platform.${platform}.name`];

const money = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const eur = (amount: number) => money.format(amount);

/** A computed value (prices, platform), or the email and phone to answer on: never cut. */
const line = (label: string, value: string) => `<b>${label}:</b> ${escapeHtml(value)}`;

/** A visitor's value, or what to say when it is blank. */
const given = (value: string | null | undefined, fallback = NOT_PROVIDED) =>
  value && value.trim() ? value : fallback;

/** A visitor-supplied value: shortened before the free text when the message is too long. */
const field = (label: string, value: string | null | undefined, fallback = NOT_PROVIDED) => ({
  label,
  value: given(value, fallback),
});

const freeText = (text: string | undefined) => (text && text.trim() ? text : "(none)");

/**
 * `note`: extra lines under the title, e.g. that the form was sent very fast. They count in the
 * budget and are never cut.
 */
export type RequestContext = { ip: string | null; note?: string | readonly string[] };

const noteLines = (ctx: RequestContext): string[] =>
  (typeof ctx.note === "string" ? [ctx.note] : (ctx.note ?? []))
    .filter((n) => n.trim() !== "")
    .map((n) => `⚠️ <i>${escapeHtml(n)}</i>`);

export function contactMessage(c: Contact, ctx: RequestContext): string {
  const dental = c.source === "tandarts";
  const lines: ChatLine[] = [
    dental
      ? "<b>🦷 New request from the dental landing page (/nl/tandarts)</b>"
      : "<b>📩 New contact message</b>",
    ...noteLines(ctx),
    "",
    field("Name", c.name),
    ...(dental
      ? [
          field("Practice", c.practiceName),
          field("Practice website", c.practiceUrl),
          field("Package", c.package),
        ]
      : []),
    // How the studio answers: never shortened (the schemas cap both).
    line("Email", readableEmail(c.email)),
    line("Phone", given(c.phone)),
    ...(c.locale ? [field("Language", c.locale)] : []),
    field("IP", ctx.ip, UNKNOWN_IP),
  ];
  return buildChatText(lines, dental ? "Comments" : "Message", freeText(c.message));
}

/**
 * The address as the visitor wrote it: a domain the browser sent in its ASCII form
 * (`xn--80aikifvh.xn--j1amh`) is shown in its own script (`приклад.укр`); the lead keeps it as sent.
 * A name that mixes Latin letters with others (`аpple.com` with a Cyrillic а) stays in its ASCII
 * form (`xn--pple-43d.com`): decoded, it would pass for another company's address.
 */
function readableEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1);
  if (at < 0 || !/(^|\.)xn--/i.test(domain)) return email;
  const unicode = domainToUnicode(domain);
  if (!unicode || unicode.split(".").some(mixesLatin)) return email;
  return `${email.slice(0, at + 1)}${unicode}`;
}

/** A domain label with Latin letters and letters of another script. */
const mixesLatin = (label: string) => /[a-z]/i.test(label) && /[^\x00-\x7f]/.test(label);

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
      ? p.addons
          .map((a) => `${ADDON_LABELS[a.id]} ${a.price === 0 ? "included" : eur(a.price)}`)
          .join(", ")
      : "None";
  const base = `${eur(p.base)} (includes ${p.includedPages} ${p.includedPages === 1 ? "page" : "pages"}${p.originalBase ? `; special offer, normally ${eur(p.originalBase)}` : ""})`;
  const pages =
    p.extraPages > 0
      ? `${p.pages} (${p.extraPages} extra × ${eur(p.extraPagePrice)} = ${eur(p.extraPagesCost)})`
      : String(p.pages);
  const lines: ChatLine[] = [
    "<b>🧮 New quote request</b>",
    ...noteLines(ctx),
    "",
    field("Name", q.name),
    line("Email", readableEmail(q.email)),
    line("Phone", given(q.phone)),
    field("Company", q.company),
    "",
    line("Platform", platformName(p.platform)),
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
    ...(q.lang ? [field("Page language", q.lang)] : []),
    field("Browser locale", q.locale, "Unknown"),
    field("UTM", utm.length > 0 ? utm.map(([k, v]) => `${k}=${v}`).join(", ") : "None"),
    field("IP", ctx.ip, UNKNOWN_IP),
  ];
  return buildChatText(lines, "Message", freeText(q.message));
}
