import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { I18nProvider } from "./i18n/i18n-context";
import { langFromPath, languageOption } from "./i18n/languages";
import { messagesForPath } from "./i18n/messages/for-page";
import { packMessages, unpackMessages } from "./i18n/packed-messages";
import { dictionaryFor } from "./i18n/pages";
import { AppShell } from "./components/layout/app-shell";
import { useCaptureUtmOnLanding } from "./features/tracking/capture-utm";
import { CONSENT_HEAD_SCRIPT } from "./lib/consent-store";
import { WEB_FONT_HEAD_SCRIPT } from "./lib/web-font";
import { island, loadAllIslands } from "./lib/island";

/** Shown after 2 s and answered by a native form post until its code arrives (first interaction). */
const CookieBanner = island(
  "cookie-banner",
  () => import("./features/consent/cookie-banner").then((m) => m.CookieBanner),
  "interaction",
);

/**
 * Runs at build time for every prerendered path: the page's language and the part of its
 * dictionary React hydrates at load (app/i18n/messages/for-page.ts), not every page's texts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Deferred parts of the page render in place on the server (app/lib/island.tsx).
  await loadAllIslands();
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  return { lang, messages: packMessages(messagesForPath(lang, pathname)) };
}

/** The dictionary changes with the language and the page. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return dictionaryFor(currentUrl.pathname) !== dictionaryFor(nextUrl.pathname);
}

/**
 * No font preload: the first paint uses the metric-matched fallback and the web font arrives with
 * the full stylesheet after it (docs/decisions/161-font-after-first-paint.md).
 */
export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "en";
  return (
    <html lang={languageOption(lang).iso} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d40b0" />
        {/* Before the first paint: hides the cookie banner when a choice is stored, and draws in
            the web font when an earlier page fetched it. One script, one CSP hash. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT + WEB_FONT_HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useCaptureUtmOnLanding();
  // Cached: the same string gives the same object, so the provider's value stays stable.
  const messages = unpackMessages(loaderData.messages);
  return (
    <I18nProvider lang={loaderData.lang} messages={messages}>
      <AppShell overlay={<CookieBanner />}>
        <Outlet />
      </AppShell>
    </I18nProvider>
  );
}
