import { SearchCheck } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { TANDARTS } from "~/content/tandarts";
import { tx } from "./texts";

/** The free mini-audit offer (docs/product.md §10: within 48 hours, 3-5 improvement points). */
export function TandartsAudit() {
  const a = TANDARTS.audit;
  return (
    <section aria-labelledby="audit-title" id="mini-audit" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[auto_1fr] md:items-start">
        <SearchCheck aria-hidden="true" className="h-14 w-14 text-teal-700" />
        <div>
          <h2 id="audit-title" className="text-2xl font-bold text-slate-950 sm:text-3xl">
            {a.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{tx(a.text)}</p>
          <ul className="mt-4 grid gap-2 text-slate-800">
            {a.points.map((p) => (
              <li key={p} className="flex gap-2 before:text-teal-700 before:content-['✓']">
                {p}
              </li>
            ))}
          </ul>
          <a href="#aanvraag" className={`${buttonVariants({ variant: "outline" })} mt-6`}>
            {a.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
