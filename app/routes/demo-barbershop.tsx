import { BARBERSHOP_DEMO } from "~/content/demo-barbershop";
import { demoMeta } from "~/features/seo/demo-meta";
import { BarbershopHeader } from "~/features/demo-barbershop/barbershop-header";
import { BarbershopHero } from "~/features/demo-barbershop/barbershop-hero";
import type { Route } from "./+types/demo-barbershop";
import { island, preloadIslands } from "~/lib/island";
import { demoFormAction } from "~/features/demo/demo-form-action";
import { BOOKING_FORM } from "~/features/demo-barbershop/booking-rules";

/**
 * Below the first screen: prerendered in full, hydrated when near the viewport or at the first
 * interaction (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const BarbershopAbout = island(
  "barbershop-about",
  () => import("~/features/demo-barbershop/barbershop-about"),
  (mod) => mod.BarbershopAbout,
);
const BarberPrices = island(
  "barber-prices",
  () => import("~/features/demo-barbershop/barber-prices"),
  (mod) => mod.BarberPrices,
);
const BarbershopTeam = island(
  "barbershop-team",
  () => import("~/features/demo-barbershop/barbershop-team"),
  (mod) => mod.BarbershopTeam,
);
const BarbershopReviews = island(
  "barbershop-reviews",
  () => import("~/features/demo-barbershop/barbershop-reviews"),
  (mod) => mod.BarbershopReviews,
);
const BarbershopContact = island(
  "barbershop-contact",
  () => import("~/features/demo-barbershop/barbershop-contact"),
  (mod) => mod.BarbershopContact,
);
const BarbershopFooter = island(
  "barbershop-footer",
  () => import("~/features/demo-barbershop/barbershop-footer"),
  (mod) => mod.BarbershopFooter,
);
const ISLANDS = [
  BarbershopAbout,
  BarberPrices,
  BarbershopTeam,
  BarbershopReviews,
  BarbershopContact,
  BarbershopFooter,
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
  return demoFormAction(request, [BOOKING_FORM]);
}

/** A client-side navigation fetches the islands' code before the page renders. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await preloadIslands(ISLANDS, request);
  return null;
}

export const meta: Route.MetaFunction = () => demoMeta("barbershop", BARBERSHOP_DEMO.meta);
export const handle = { chrome: "none" };

/**
 * Demo site of a fictional client (docs/product.md §9.1), English only, with its own header and
 * footer.
 */
export default function BarbershopDemo() {
  return (
    <div className="on-dark bg-stone-950">
      <BarbershopHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <BarbershopHero />
        <BarbershopAbout />
        <BarberPrices />
        <BarbershopTeam />
        <BarbershopReviews />
        <BarbershopContact />
      </main>
      <BarbershopFooter />
    </div>
  );
}
