import { CLEANING_DEMO } from "~/content/demo-cleaning";
import { CleaningAbout } from "~/features/demo-cleaning/cleaning-about";
import { CleaningAdvantages } from "~/features/demo-cleaning/cleaning-advantages";
import { CleaningContact } from "~/features/demo-cleaning/cleaning-contact";
import { CleaningFooter } from "~/features/demo-cleaning/cleaning-footer";
import { CleaningHeader } from "~/features/demo-cleaning/cleaning-header";
import { CleaningHero } from "~/features/demo-cleaning/cleaning-hero";
import { CleaningPricing } from "~/features/demo-cleaning/cleaning-pricing";
import { CleaningServices } from "~/features/demo-cleaning/cleaning-services";
import { CleaningStats } from "~/features/demo-cleaning/cleaning-stats";
import type { Route } from "./+types/demo-cleaning";

export const meta: Route.MetaFunction = () => [
  { title: CLEANING_DEMO.meta.title },
  { name: "description", content: CLEANING_DEMO.meta.description },
];
export const handle = { chrome: "none" };

/**
 * Demo site of a fictional client (docs/product.md §9.2), English only, with its own header and
 * footer.
 */
export default function CleaningDemo() {
  return (
    <>
      <CleaningHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <CleaningHero />
        <CleaningServices />
        <CleaningAdvantages />
        <CleaningPricing />
        <CleaningAbout />
        <CleaningStats />
        <CleaningContact />
      </main>
      <CleaningFooter />
    </>
  );
}
