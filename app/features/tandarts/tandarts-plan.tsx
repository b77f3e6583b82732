import { TANDARTS } from "~/content/tandarts";

/** The 30-day plan (docs/product.md §10: week 1, weeks 2-3, weeks 3-4). */
export function TandartsPlan() {
  const p = TANDARTS.plan;
  return (
    <section aria-labelledby="plan-title" id="plan" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="plan-title" className="text-2xl font-bold text-slate-950 sm:text-3xl">
          {p.heading}
        </h2>
        <p className="mt-3 text-slate-700">{p.intro}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {p.steps.map((step, i) => (
            <li key={step.period} className="rounded-2xl border border-slate-200 p-6">
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid h-9 w-9 place-items-center rounded-full bg-teal-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="font-bold text-teal-800">{step.period}</span>
              </p>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
