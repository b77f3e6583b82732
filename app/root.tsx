import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { I18nProvider } from "./i18n/i18n-context";
import { langFromPath, languageOption } from "./i18n/languages";
import { packedDictionaryFor } from "./i18n/messages/for-page";
import {
  loadDictionary,
  pageMessages,
  registerDictionary,
  type RootLoaderData,
} from "./i18n/page-dictionary";
import { dictionaryFor } from "./i18n/pages";
import { AppShell, useRouteHandle } from "./components/layout/app-shell";
import { ClientHead } from "./components/layout/client-head";
import { HydrateLater } from "./lib/hydrate-later";
import { useCaptureUtmOnLanding } from "./features/tracking/capture-utm";
import { CONSENT_HEAD_SCRIPT } from "./lib/consent-store";
import { WEB_FONT_HEAD_SCRIPT } from "./lib/web-font";
import { ScrollPositions } from "./lib/scroll-positions";
import { island, loadAllIslands } from "./lib/island";
// Its window click listener tracks phone and chat-app links, island or not (decision 337).
import "./lib/track-contact";
// Escape hides a tooltip shown by hover (decision 338).
import "./lib/tooltip-escape";
import { NavigationError } from "./features/recovery/navigation-error";
import { noteAppRendered } from "./features/recovery/reload-once";
import { noteShownEntry } from "./lib/popstate-first";

/** Shown after 2 s and answered by a native form post until its code arrives (first interaction). */
const CookieBanner = island(
  "cookie-banner",
  () => import("./features/consent/cookie-banner"),
  (m) => m.CookieBanner,
  "interaction",
);

/**
 * Runs at build time for every prerendered path: the page's language and the address of the part
 * of its dictionary React hydrates at load (app/i18n/messages/for-page.ts), a file of its own
 * (docs/decisions/299-page-dictionary-as-a-file.md).
 */
export async function loader({ request }: Route.LoaderArgs): Promise<RootLoaderData> {
  // Deferred parts of the page render in place on the server (app/lib/island.tsx).
  await loadAllIslands();
  const { lang, packed } = packedDictionaryFor(new URL(request.url).pathname);
  const dictionary = registerDictionary(lang, packed);
  // The development server has no build to write the file: the text travels with the page.
  return import.meta.env.DEV ? { lang, dictionary, messages: packed } : { lang, dictionary };
}

/** A client-side navigation to a page with other texts loads their file before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.messages === undefined) await loadDictionary(data.dictionary);
  return data;
}

/** The dictionary changes with the language and the page. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return dictionaryFor(currentUrl.pathname) !== dictionaryFor(nextUrl.pathname);
}

/**
 * No font preload: a page uses the web font from its first paint, when the head script marked it
 * (the font is cached from an earlier page), or not at all; the first page a visitor opens uses the
 * metric-matched fallback (docs/decisions/280-web-font-from-the-next-page.md, amending 161).
 */
export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** Never written: hydration leaves an element's inner HTML alone, and later renders see no change. */
const KEEP_HEAD = { __html: "" };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Without the root's data (a page that failed to load), the address still says the language.
  const { pathname } = useLocation();
  const lang = data?.lang ?? langFromPath(pathname);
  const afterFirstScreen = useRouteHandle().afterFirstScreen ?? "footer";
  // In the browser (Preact): the prerendered head stays as it is, and the scripts that booted the
  // page are not rendered again (docs/decisions/325-preact-in-the-browser.md).
  if (typeof document !== "undefined") {
    return (
      <HydrateLater part="document">
        <html lang={languageOption(lang).iso} dir="ltr">
          <head dangerouslySetInnerHTML={KEEP_HEAD} />
          <body>
            <HydrateLater part="content">{children}</HydrateLater>
            <ScrollPositions />
            <ClientHead />
          </body>
        </html>
      </HydrateLater>
    );
  }
  return (
    <html lang={languageOption(lang).iso} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d40b0" />
        {/* No paint of a half-parsed first screen
            (docs/decisions/308-first-paint-after-the-first-screen.md). */}
        <link rel="expect" href={`#${afterFirstScreen}`} blocking="render" />
        {/* Before the first paint: hides the cookie banner when a choice is stored, and draws in
            the web font when an earlier page fetched it. One script, one CSP hash. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT + WEB_FONT_HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <HydrateLater part="content">{children}</HydrateLater>
        <ScrollPositions />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useCaptureUtmOnLanding();
  useEffect(noteAppRendered, []);
  // Which history entry is the page shown: an overlay's entry of it is stepped off on Forward.
  // Noted as the page is committed, not after its paint: a Forward pressed right after must see it.
  const { key } = useLocation();
  useLayoutEffect(() => noteShownEntry(key), [key]);
  // Cached: the same string gives the same object, so the provider's value stays stable.
  const messages = pageMessages(loaderData);
  return (
    <I18nProvider lang={loaderData.lang} messages={messages}>
      <AppShell overlay={<CookieBanner />}>
        <Outlet />
      </AppShell>
    </I18nProvider>
  );
}

/**
 * A page that could not be loaded inside the app (its data, code or dictionary did not arrive) is
 * loaded as a document instead (docs/decisions/300-failed-navigation-loads-the-page.md).
 */
export function ErrorBoundary() {
  const { pathname, search, hash } = useLocation();
  return <NavigationError href={`${pathname}${search}${hash}`} pathname={pathname} />;
}
