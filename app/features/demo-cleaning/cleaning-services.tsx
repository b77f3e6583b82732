import { Building2, Hammer, Home, Truck } from "lucide-react";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { formatMoney } from "~/lib/format-money";
import { fillVars } from "~/lib/fill-vars";

const money = (amount: number) => formatMoney(amount, C.locale, { currency: C.currency });
const ICONS = { regular: Home, office: Building2, move: Truck, renovation: Hammer } as const;
const prices = C.services.items.map((s) => s.pricePerSqm);

/** Services with their price per square meter (docs/product.md §9.2: 15 to 32). */
export function CleaningServices() {
  return (
    <section aria-labelledby="services-title" id="services" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="services-title" className="text-3xl font-bold text-slate-950">
          {C.services.heading}
        </h2>
        <p className="mt-3 text-slate-700">
          {fillVars(C.services.intro, {
            min: money(Math.min(...prices)),
            max: money(Math.max(...prices)),
          })}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {C.services.items.map((s) => {
            const Icon = ICONS[s.id];
            return (
              <li key={s.id} className="rounded-2xl border border-slate-200 p-6">
                <Icon aria-hidden="true" className="h-8 w-8 text-teal-700" />
                <h3 className="mt-4 text-lg font-bold">{s.name}</h3>
                <p className="mt-2 text-sm text-slate-700">{s.text}</p>
                <p className="mt-4 font-bold text-teal-800">
                  {fillVars(C.services.perSqm, { price: money(s.pricePerSqm) })}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
