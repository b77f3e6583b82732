import type { RouteHandle } from "~/components/layout/app-shell";
import { AboutSection } from "~/features/home/about-section";
import { CalculatorSection } from "~/features/calculator/calculator-section";
import { ContactSection } from "~/features/home/contact-section";
import { HeroSection } from "~/features/home/hero-section";
import { PortfolioSection } from "~/features/home/portfolio-section";
import { ServicesSection } from "~/features/home/services-section";
import { SearchResults } from "~/features/search/search-results";
import { langFromPath } from "~/i18n/languages";
import { pageMeta } from "~/lib/seo";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

/** The contact form and the quote request show toasts. */
export const handle: RouteHandle = { toasts: true };

/**
 * `?q=` asks for the site search: the server searches its index and the page shows the results,
 * with or without JavaScript. Prerendered (no query): nothing to search.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim();
  if (!query) return { search: null };
  const results = (await context.searchSite?.(langFromPath(url.pathname), query)) ?? null;
  return { search: { query, results } };
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
