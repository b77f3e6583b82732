import type { RouteHandle } from "~/components/layout/app-shell";
import { HeroSection } from "~/features/home/hero-section";
import { langFromPath } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import { pageMeta, rootData } from "~/features/seo/seo";
import { studioJsonLd } from "~/features/seo/studio-json-ld";
import { fillVars } from "~/lib/fill-vars";
import { island, preloadIslands } from "~/lib/island";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";

/**
 * Everything below the hero is prerendered in full but hydrated only when it nears the viewport or
 * the visitor first interacts (app/lib/island.tsx, docs/decisions/180-deferred-islands.md): the
 * calculator, the contact form and the quote form are not in the page's first load.
 */
const SearchResults = island(
  "search-results",
  () => import("~/features/search/search-results"),
  (m) => m.SearchResults,
);
const ServicesSection = island(
  "services",
  () => import("~/features/home/services-section"),
  (m) => m.ServicesSection,
);
const AboutSection = island(
  "about",
  () => import("~/features/home/about-section"),
  (m) => m.AboutSection,
);
const PortfolioSection = island(
  "portfolio",
  () => import("~/features/home/portfolio-section"),
  (m) => m.PortfolioSection,
);
const ContactSection = island(
  "contact",
  () => import("~/features/home/contact-section"),
  (m) => m.ContactSection,
);
const CalculatorSection = island(
  "calculator",
  () => import("~/features/calculator/calculator-section"),
  (m) => m.CalculatorSection,
);
const ISLANDS = [
  SearchResults,
  ServicesSection,
  AboutSection,
  PortfolioSection,
  ContactSection,
  CalculatorSection,
];

export const meta: Route.MetaFunction = (args) => {
  const { lang, messages } = rootData(args);
  // Search results are named for the search: in the tab, the history and a screen reader's title.
  // They are not a page of their own for search engines: noindex, without canonical or alternates.
  const title = args.loaderData?.search?.title;
  const tags = pageMeta(args, "home", { jsonLd: studioJsonLd(lang, messages), noindex: !!title });
  return title ? tags.map((tag) => ("title" in tag ? { title } : tag)) : tags;
};

/**
 * The contact form and the quote request show toasts. The first paint waits for the hero only
 * (until the services begin): the rest of this long page comes in a second round trip.
 */
export const handle: RouteHandle = { toasts: true, afterFirstScreen: "services" };

/**
 * `?q=` asks for the site search: the server searches its index and the page shows the results,
 * with or without JavaScript. Prerendered (no query): nothing to search.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim();
  if (!query) return { search: null };
  const lang = langFromPath(url.pathname);
  const results = (await context.searchSite?.(lang, query)) ?? null;
  // The page's title (meta): its heading's text comes with the results' code, not the page's.
  const heading = fillVars(MESSAGES[lang]["search.heading"], { query });
  return { search: { query, results, title: `${heading} | ${MESSAGES[lang]["site.name"]}` } };
}

/**
 * A client-side navigation to the page fetches the sections' code with its data, so they render at
 * once. Not run when the prerendered page hydrates: there the sections wait (see above).
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadIslands(ISLANDS, request)]);
  return data;
}

/** Only the search reads the query: a calculator change (a replace navigation) loads nothing. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.searchParams.get("q") !== nextUrl.searchParams.get("q");
}

/** The home page (docs/product.md §4): search results when asked (§11), five sections, the calculator. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.search ? <SearchResults {...loaderData.search} /> : null}
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <PortfolioSection />
      <ContactSection />
      <CalculatorSection />
    </>
  );
}
