/**
 * GET on a form's address (`/api/contact`, `/api/quote`). A form refused without JavaScript is
 * answered at the address it was posted to (form-post.ts), so that address is what the browser
 * shows, and what a visitor may copy, bookmark or reopen. Opened again it is a GET: a browser's
 * page visit is sent to the form on the home page in the visitor's language, anything else is told
 * that the address takes a POST (docs/decisions/315-form-addresses-opened-again.md).
 */
import type { Context, Hono } from "hono";
import Negotiator from "negotiator";
import { LANGUAGE_OPTIONS } from "../../app/i18n/languages";
import { pathFor } from "../../app/i18n/pages";
import { isLang, type Lang } from "../../app/lib/langs";

/** Each form's address under /api and the part of the home page that holds the form. */
const FORM_SECTIONS = { "/contact": "contact", "/quote": "calculator" } as const;

export function registerFormAddresses(app: Hono): void {
  for (const [address, section] of Object.entries(FORM_SECTIONS)) {
    app.on(["GET", "HEAD"], address, (c) => {
      if (!isPageVisit(c)) {
        c.header("Allow", "POST");
        return c.json({ error: "method_not_allowed", allow: "POST" }, 405);
      }
      return c.redirect(pathFor("home", visitorLang(c), section), 303);
    });
    answerOtherMethods(app, address, ["OPTIONS", "PUT", "PATCH", "DELETE"]);
  }
}

/**
 * Every other method on an address that takes a POST: 405 naming it (RFC 9110 §15.5.6), and an
 * OPTIONS, which asks what it takes, gets 204 with the same `Allow`.
 */
export function answerOtherMethods(app: Hono, address: string, methods: string[]): void {
  app.on(methods, address, (c) => {
    c.header("Allow", "POST");
    if (c.req.method === "OPTIONS") return c.body(null, 204);
    return c.json({ error: "method_not_allowed", allow: "POST" }, 405);
  });
}

/** A browser opening the address as a page (not a script or a client reading JSON). */
function isPageVisit(c: Context): boolean {
  const mode = c.req.header("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (c.req.header("accept") ?? "").includes("text/html");
}

/**
 * The language the form's address names (`?lang=`: the forms post to `/api/contact?lang=ua`), else
 * the one of the page the visitor came from (a same-site Referer), else the one their browser asks
 * for first among the site's, else English.
 */
export function visitorLang(c: Context): Lang {
  const named = c.req.query("lang");
  if (isLang(named)) return named;
  const referer = c.req.header("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      const first = from.pathname.split("/")[1];
      if (from.host === new URL(c.req.url).host && isLang(first)) return first;
    } catch {
      // Not a URL: ask the browser's languages instead.
    }
  }
  const negotiator = new Negotiator({
    headers: { "accept-language": c.req.header("accept-language") ?? "" },
  });
  const iso = negotiator.language(LANGUAGE_OPTIONS.map((o) => o.iso));
  return LANGUAGE_OPTIONS.find((o) => o.iso === iso)?.code ?? "en";
}
