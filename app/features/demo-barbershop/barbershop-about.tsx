import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";

/** About section of the barbershop demo. */
export function BarbershopAbout() {
  return (
    <section aria-labelledby="about-title" id="about" className="bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="about-title" className="text-3xl font-bold">
            {B.about.heading}
          </h2>
          {B.about.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-stone-300">
              {p}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-3 gap-4">
          {B.about.highlights.map((h) => (
            <div
              key={h.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-stone-700 p-4 text-center"
            >
              <dt className="mt-1 text-sm text-stone-300">{h.label}</dt>
              <dd className="text-3xl font-extrabold text-amber-400">{h.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
