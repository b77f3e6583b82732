import { BARBERSHOP_DEMO } from "~/content/demo-barbershop";
import { BarberPrices } from "~/features/demo-barbershop/barber-prices";
import { BarbershopAbout } from "~/features/demo-barbershop/barbershop-about";
import { BarbershopContact } from "~/features/demo-barbershop/barbershop-contact";
import { BarbershopFooter } from "~/features/demo-barbershop/barbershop-footer";
import { BarbershopHeader } from "~/features/demo-barbershop/barbershop-header";
import { BarbershopHero } from "~/features/demo-barbershop/barbershop-hero";
import { BarbershopReviews } from "~/features/demo-barbershop/barbershop-reviews";
import { BarbershopTeam } from "~/features/demo-barbershop/barbershop-team";
import type { Route } from "./+types/demo-barbershop";

export const meta: Route.MetaFunction = () => [
  { title: BARBERSHOP_DEMO.meta.title },
  { name: "description", content: BARBERSHOP_DEMO.meta.description },
];
export const handle = { chrome: "none" };

/**
 * Demo site of a fictional client (docs/product.md §9.1), English only, with its own header and
 * footer.
 */
export default function BarbershopDemo() {
  return (
    <div className="bg-stone-950">
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
