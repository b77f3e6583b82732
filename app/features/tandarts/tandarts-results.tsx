import { TANDARTS } from "~/content/tandarts";
import { tx } from "./texts";

/**
 * The claims: savings target, time to results and the studio's experience (docs/product.md §10).
 */
export function TandartsResults() {
  const r = TANDARTS.results;
  return (
    <section aria-labelledby="results-title" className="bg-teal-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="results-title" className="text-2xl font-bold sm:text-3xl">
          {r.heading}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {r.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-2 text-teal-50">{item.label}</dt>
              <dd className="text-4xl font-extrabold">{tx(item.value)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-10 max-w-3xl text-teal-50">{tx(r.note)}</p>
      </div>
    </section>
  );
}
