import { CLEANING_DEMO as C } from "~/content/demo-cleaning";

/** About the company. */
export function CleaningAbout() {
  return (
    <section aria-labelledby="about-title" id="about" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 pt-16 pb-8 text-center">
        <h2 id="about-title" className="text-3xl font-bold text-slate-950">
          {C.about.heading}
        </h2>
        {C.about.paragraphs.map((p) => (
          <p key={p} className="mt-4 text-lg text-slate-700">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
