import { TandartsAudit } from "~/features/tandarts/tandarts-audit";
import { TandartsContact } from "~/features/tandarts/tandarts-contact";
import { TandartsHero } from "~/features/tandarts/tandarts-hero";
import { TandartsPackages } from "~/features/tandarts/tandarts-packages";
import { TandartsPlan } from "~/features/tandarts/tandarts-plan";
import { TandartsResults } from "~/features/tandarts/tandarts-results";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tandarts";

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
