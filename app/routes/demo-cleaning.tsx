import { CLEANING_DEMO } from "~/content/demo-cleaning";
import { demoMeta } from "~/features/seo/demo-meta";
import { CleaningHeader } from "~/features/demo-cleaning/cleaning-header";
import { CleaningHero, EstimateForm } from "~/features/demo-cleaning/cleaning-hero";
import type { Route } from "./+types/demo-cleaning";
import { island, preloadIslands } from "~/lib/island";
import { demoFormAction } from "~/features/demo/demo-form-action";
import { CLEANING_CONTACT_FORM, ESTIMATE_FORM } from "~/features/demo-cleaning/form-rules";

/**
 * Below the first screen: prerendered in full, hydrated when near the viewport or at the first
 * interaction (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const CleaningServices = island(
  "cleaning-services",
  () => import("~/features/demo-cleaning/cleaning-services"),
  (m) => m.CleaningServices,
);
const CleaningAdvantages = island(
  "cleaning-advantages",
  () => import("~/features/demo-cleaning/cleaning-advantages"),
  (m) => m.CleaningAdvantages,
);
const CleaningPricing = island(
  "cleaning-pricing",
  () => import("~/features/demo-cleaning/cleaning-pricing"),
  (m) => m.CleaningPricing,
);
const CleaningAbout = island(
  "cleaning-about",
  () => import("~/features/demo-cleaning/cleaning-about"),
  (m) => m.CleaningAbout,
);
const CleaningStats = island(
  "cleaning-stats",
  () => import("~/features/demo-cleaning/cleaning-stats"),
  (m) => m.CleaningStats,
);
const CleaningContact = island(
  "cleaning-contact",
  () => import("~/features/demo-cleaning/cleaning-contact"),
  (m) => m.CleaningContact,
);
const CleaningFooter = island(
  "cleaning-footer",
  () => import("~/features/demo-cleaning/cleaning-footer"),
  (m) => m.CleaningFooter,
);
const ISLANDS = [
  EstimateForm,
  CleaningServices,
  CleaningAdvantages,
  CleaningPricing,
  CleaningAbout,
  CleaningStats,
  CleaningContact,
  CleaningFooter,
];

/**
 * No data: a server loader only so that the client loader below runs on client-side navigations
 * and not when the prerendered page hydrates (where the islands wait for their trigger).
 */
export function loader() {
  return null;
}

/**
 * A demo form posted before or without JavaScript: the page again, with the confirmation or the
 * fields to fix (app/features/demo/demo-form-action.ts).
 */
export function action({ request }: Route.ActionArgs) {
  return demoFormAction(request, [ESTIMATE_FORM, CLEANING_CONTACT_FORM]);
}

/** A client-side navigation fetches the islands' code before the page renders. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await preloadIslands(ISLANDS, request);
  return null;
}

export const meta: Route.MetaFunction = () => demoMeta("cleaning", CLEANING_DEMO.meta);
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
