import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { fillVars } from "~/lib/fill-vars";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

/** The three barbers (docs/product.md §9.1: name, title, experience, specialty, category). */
export function BarbershopTeam() {
  return (
    <section aria-labelledby="barbers-title" id="barbers" className="bg-stone-900 text-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="barbers-title" className="text-3xl font-bold">
          {B.barbers.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {B.barbers.people.map((p) => {
            const level = B.levels.find((l) => l.id === p.level)?.name ?? "";
            return (
              <li key={p.name} className="rounded-2xl border border-stone-700 bg-stone-950 p-6">
                <div
                  aria-hidden="true"
                  className="grid h-20 w-20 place-items-center rounded-full bg-gradient-to-br from-amber-300 to-amber-600 text-2xl font-extrabold text-stone-950"
                >
                  {initials(p.name)}
                </div>
                <h3 className="mt-4 text-xl font-bold">{p.name}</h3>
                <p className="font-semibold text-amber-400">{level}</p>
                <p className="mt-2 text-sm text-stone-300">
                  {fillVars(B.barbers.experience, { years: p.years })}
                </p>
                <p className="mt-3 text-sm text-stone-200">
                  <span className="font-semibold">{`${B.barbers.specialty}:`}</span> {p.specialty}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
