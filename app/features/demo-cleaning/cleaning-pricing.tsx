import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { formatMoney } from "~/lib/format-money";
import { fillVars } from "~/lib/fill-vars";

const money = (amount: number) => formatMoney(amount, C.locale, { currency: C.currency });
const cell = "px-4 py-3";

/**
 * Price tables: standard and deep cleaning per apartment type, and the extras
 * (docs/product.md §9.2).
 */
export function CleaningPricing() {
  return (
    <section aria-labelledby="pricing-title" id="pricing" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="pricing-title" className="text-3xl font-bold text-slate-950">
          {C.pricing.heading}
        </h2>
        <p className="mt-3 text-slate-700">{C.pricing.intro}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {C.cleaningTypes.map((t) => (
            <table
              key={t.id}
              className="w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm"
            >
              <caption className="bg-teal-700 px-4 py-3 text-left text-lg font-bold text-white">
                {t.name}
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{C.pricing.roomsColumn}</th>
                  <th scope="col">{C.pricing.priceColumn}</th>
                </tr>
              </thead>
              <tbody>
                {C.rooms.map((rooms) => (
                  <tr key={rooms} className="border-t border-slate-100">
                    <th scope="row" className={`${cell} font-medium`}>
                      {fillVars(C.estimate.roomOption, { rooms })}
                    </th>
                    <td className={`${cell} text-right font-bold tabular-nums`}>
                      {money(C.roomPrices[t.id][rooms])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          <table className="w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm">
            <caption className="bg-slate-800 px-4 py-3 text-left text-lg font-bold text-white">
              {C.pricing.extrasHeading}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{C.pricing.extraColumn}</th>
                <th scope="col">{C.pricing.priceColumn}</th>
              </tr>
            </thead>
            <tbody>
              {C.extras.map((e) => (
                <tr key={e.id} className="border-t border-slate-100">
                  <th scope="row" className={`${cell} font-medium`}>
                    {e.name}
                  </th>
                  <td className={`${cell} text-right font-bold tabular-nums`}>{money(e.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
