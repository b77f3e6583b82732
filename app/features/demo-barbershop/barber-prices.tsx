import { useState } from "react";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { formatMoney } from "~/lib/format-money";
import { cn } from "~/lib/cn";
import { levelPrice } from "./level-price";
import { fillVars } from "~/lib/fill-vars";

const LEVEL_COUNT = B.levels.length;
const money = (amount: number) => formatMoney(amount, B.locale, { currency: B.currency });

/** The seven level chips and the price table of the chosen level (docs/product.md §9.1). */
export function BarberPrices() {
  const [level, setLevel] = useState(0);
  const current = B.levels[level] ?? B.levels[0];

  return (
    <section aria-labelledby="prices-title" id="prices" className="bg-stone-950 text-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="prices-title" className="text-3xl font-bold">
          {B.prices.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-300">{B.prices.intro}</p>
        <div role="group" aria-label={B.prices.levelsLabel} className="mt-8 flex flex-wrap gap-2">
          {B.levels.map((l, i) => (
            <button
              key={l.id}
              type="button"
              aria-pressed={i === level}
              onClick={() => setLevel(i)}
              className={cn(
                "min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors",
                i === level
                  ? "border-amber-400 bg-amber-400 text-stone-950"
                  : "border-stone-600 text-stone-200 hover:border-amber-400 hover:text-white",
              )}
            >
              {l.name}
            </button>
          ))}
        </div>
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
                  <td className="px-4 py-3 text-stone-300">
                    {fillVars(B.prices.minutes, { minutes: s.minutes })}
                  </td>
                  <td
                    className="px-4 py-3 text-right text-lg font-bold text-amber-400 tabular-nums"
                    data-testid={`price-${s.id}`}
                  >
                    {money(levelPrice(s, level, LEVEL_COUNT))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <noscript>
          <AllLevelsTable />
        </noscript>
      </div>
    </section>
  );
}

/** Without JavaScript the chips cannot switch: every level's prices in one table instead. */
function AllLevelsTable() {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="px-2 py-2">
              {B.prices.serviceColumn}
            </th>
            {B.levels.map((l) => (
              <th key={l.id} scope="col" className="px-2 py-2">
                {l.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {B.services.map((s) => (
            <tr key={s.id} className="border-t border-stone-800">
              <th scope="row" className="px-2 py-2">
                {s.name}
              </th>
              {B.levels.map((l, i) => (
                <td key={l.id} className="px-2 py-2 tabular-nums">
                  {money(levelPrice(s, i, LEVEL_COUNT))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
