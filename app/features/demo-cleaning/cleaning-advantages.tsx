import { BadgeCheck } from "lucide-react";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";

/** Why choose this company. */
export function CleaningAdvantages() {
  return (
    <section aria-labelledby="advantages-title" className="bg-teal-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="advantages-title" className="text-3xl font-bold">
          {C.advantages.heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {C.advantages.items.map((a) => (
            <li key={a.title}>
              <BadgeCheck aria-hidden="true" className="h-7 w-7 text-teal-200" />
              <h3 className="mt-3 text-lg font-bold">{a.title}</h3>
              <p className="mt-1 text-teal-50">{a.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
