import { CLEANING_DEMO as C } from "~/content/demo-cleaning";

/** The company in numbers. */
export function CleaningStats() {
  return (
    <section aria-labelledby="stats-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16">
        <h2 id="stats-title" className="text-center text-2xl font-bold text-slate-950">
          {C.stats.heading}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {C.stats.items.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse justify-end rounded-2xl bg-teal-50 p-5 text-center"
            >
              <dt className="mt-1 text-sm text-slate-700">{s.label}</dt>
              <dd className="text-3xl font-extrabold text-teal-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
