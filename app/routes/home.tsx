import type { RouteHandle } from "~/components/layout/app-shell";
import { AboutSection } from "~/features/home/about-section";
import { CalculatorSection } from "~/features/calculator/calculator-section";
import { ContactSection } from "~/features/home/contact-section";
import { HeroSection } from "~/features/home/hero-section";
import { PortfolioSection } from "~/features/home/portfolio-section";
import { ServicesSection } from "~/features/home/services-section";
import { SearchResults } from "~/features/search/search-results";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

/** The contact form and the quote request show toasts. */
export const handle: RouteHandle = { toasts: true };

/**
 * The home page (docs/product.md §4): search results when asked (§11), five sections, the
 * calculator.
 */
export default function HomePage() {
  return (
    <>
      <SearchResults />
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <PortfolioSection />
      <ContactSection />
      <CalculatorSection />
    </>
  );
}
