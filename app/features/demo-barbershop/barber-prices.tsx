import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { FilterButtons, useFilterFromAddress } from "~/components/ui/filter-buttons";
import { formatMoney } from "~/lib/format-money";
import { cn } from "~/lib/cn";
import { levelPrice } from "./level-price";
import { fillVars } from "~/lib/fill-vars";

const LEVEL_COUNT = B.levels.length;
const LEVEL_IDS = B.levels.map((l) => l.id);
const money = (amount: number) => formatMoney(amount, B.locale, { currency: B.currency });

/** A level chip: amber when chosen. */
function levelChip(active: boolean): string {
  return cn(
    "min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors",
    active
      ? "border-amber-400 bg-amber-400 text-stone-950"
      : "border-stone-600 text-stone-200 hover:border-amber-400 hover:text-white",
  );
}

/**
 * The seven level chips and the price table of the chosen level (docs/product.md §9.1). The chips
 * are a GET form like the portfolio filters (docs/decisions/305-filters-work-without-javascript.md):
 * without JavaScript a chip asks for `?level=<id>#prices`, rendered by the server.
 */
export function BarberPrices() {
  const [levelId, setLevelId] = useFilterFromAddress(LEVEL_IDS, "level");
  const level = Math.max(0, LEVEL_IDS.indexOf(levelId));
  const current = B.levels[level] ?? B.levels[0];

  return (
    <section aria-labelledby="prices-title" id="prices" className="bg-stone-950 text-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="prices-title" className="text-3xl font-bold">
          {B.prices.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-300">{B.prices.intro}</p>
        <FilterButtons
          filters={LEVEL_IDS}
          value={levelId}
          onChange={setLevelId}
          label={B.prices.levelsLabel}
          labelOf={(id) => B.levels.find((l) => l.id === id)?.name ?? id}
          anchor="prices"
          param="level"
          chipClass={levelChip}
          className="mt-8 flex flex-wrap gap-2"
        />
        <div className="mt-6 overflow-hidden rounded-xl border border-stone-700">
          <table className="w-full text-left">
            <caption className="bg-stone-900 px-4 py-3 text-left font-semibold" aria-live="polite">
              {fillVars(B.prices.tableCaption, { level: current.name })}
            </caption>
            <thead className="text-sm text-stone-300">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {B.prices.serviceColumn}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {B.prices.durationColumn}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {B.prices.priceColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {B.services.map((s) => (
                <tr key={s.id} className="border-t border-stone-800">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {s.name}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap text-stone-300">
                    {fillVars(B.prices.minutes, { minutes: s.minutes })}
                  </td>
                  <td
                    className="px-4 py-3 text-right text-lg font-bold whitespace-nowrap text-amber-400 tabular-nums"
                    data-testid={`price-${s.id}`}
                  >
                    {money(levelPrice(s, level, LEVEL_COUNT))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
