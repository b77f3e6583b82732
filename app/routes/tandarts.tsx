import { TandartsHero } from "~/features/tandarts/tandarts-hero";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/tandarts";
import { island, preloadIslands } from "~/lib/island";
import { data } from "react-router";
import { keptRequest } from "~/features/tandarts/package-choice";

/**
 * Below the first screen: prerendered in full, hydrated when near the viewport or at the first
 * interaction (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const TandartsAudit = island(
  "tandarts-audit",
  () => import("~/features/tandarts/tandarts-audit"),
  (m) => m.TandartsAudit,
);
const TandartsPackages = island(
  "tandarts-packages",
  () => import("~/features/tandarts/tandarts-packages"),
  (m) => m.TandartsPackages,
);
const TandartsPlan = island(
  "tandarts-plan",
  () => import("~/features/tandarts/tandarts-plan"),
  (m) => m.TandartsPlan,
);
const TandartsResults = island(
  "tandarts-results",
  () => import("~/features/tandarts/tandarts-results"),
  (m) => m.TandartsResults,
);
const TandartsContact = island(
  "tandarts-contact",
  () => import("~/features/tandarts/tandarts-contact"),
  (m) => m.TandartsContact,
);
const ISLANDS = [TandartsAudit, TandartsPackages, TandartsPlan, TandartsResults, TandartsContact];

/**
 * No data: a server loader only so that the client loader below runs on client-side navigations
 * and not when the prerendered page hydrates (where the islands wait for their trigger).
 */
export function loader() {
  return null;
}

/** A client-side navigation fetches the islands' code before the page renders. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await preloadIslands(ISLANDS, request);
  return null;
}

/**
 * A package card chosen without JavaScript posts the request form here: the page comes back with
 * what was typed and the package in the query (app/features/tandarts/package-choice.ts). Any
 * other post gets the page again with status 400. Nothing is kept.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const kept = form ? keptRequest(form) : null;
  return kept ?? data(null, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "tandarts");
export const handle = { tintedBrand: true, toasts: true };

/** Dutch landing page for small dental practices (docs/product.md §10). */
export default function TandartsPage() {
  return (
    <>
      <TandartsHero />
      <TandartsAudit />
      <TandartsPackages />
      <TandartsPlan />
      <TandartsResults />
      <TandartsContact />
    </>
  );
}
