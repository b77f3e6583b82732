import { BARBERSHOP_DEMO } from "~/content/demo-barbershop";
import type { Route } from "./+types/demo-barbershop";

export const meta: Route.MetaFunction = () => [
  { title: BARBERSHOP_DEMO.meta.title },
  { name: "description", content: BARBERSHOP_DEMO.meta.description },
];
export const handle = { chrome: "none" };

/** Demo site of a fictional client (SPEC 2.11-2.12), English only. */
export default function BarbershopDemo() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-extrabold">{BARBERSHOP_DEMO.hero.title}</h1>
      <p className="mt-4 text-lg">{BARBERSHOP_DEMO.hero.subtitle}</p>
    </main>
  );
}
