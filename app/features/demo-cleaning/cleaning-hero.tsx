import { Check } from "lucide-react";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { island } from "~/lib/island";

/**
 * In the first screen, so it waits for the first interaction: until then it is a real form with the
 * default estimate (app/lib/island.tsx, docs/decisions/220-island-texts.md).
 */
export const EstimateForm = island(
  "estimate-form",
  () => import("./estimate-form"),
  (m) => m.EstimateForm,
);

/** Hero with the instant estimate form. */
export function CleaningHero() {
  return (
    <section
      id="top"
      aria-labelledby="cleaning-title"
      className="bg-gradient-to-br from-teal-50 via-white to-sky-50"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center lg:py-20">
        <div>
          <h1
            id="cleaning-title"
            className="text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl"
          >
            {C.hero.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{C.hero.subtitle}</p>
          <ul className="mt-6 grid gap-2">
            {C.hero.points.map((p) => (
              <li key={p} className="flex items-center gap-2 font-medium text-slate-800">
                <Check aria-hidden="true" className="h-5 w-5 text-teal-700" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <EstimateForm />
        </div>
      </div>
    </section>
  );
}
