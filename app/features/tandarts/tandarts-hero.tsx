import { CheckCircle2 } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { TANDARTS } from "~/content/tandarts";
import { tx } from "./texts";

/** Hero of the dental landing page. */
export function TandartsHero() {
  const h = TANDARTS.hero;
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <p className="text-sm font-bold tracking-wide text-teal-800 uppercase">{h.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">
          {h.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{h.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#aanvraag" className={buttonVariants({ variant: "teal", size: "lg" })}>
            {h.primary}
          </a>
          <a href="#pakketten" className={buttonVariants({ variant: "outline", size: "lg" })}>
            {h.secondary}
          </a>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          {h.points.map((p) => (
            <li key={p} className="flex items-center gap-2 font-medium text-slate-800">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-teal-700" />
              {tx(p)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
