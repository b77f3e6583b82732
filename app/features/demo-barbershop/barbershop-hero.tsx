import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";

/** Hero of the barbershop demo. */
export function BarbershopHero() {
  return (
    <section
      id="top"
      aria-labelledby="barbershop-title"
      className="relative overflow-hidden bg-stone-950 text-stone-100"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(251,191,36,0.18),transparent_45%),repeating-linear-gradient(135deg,rgba(255,255,255,0.03)_0_12px,transparent_12px_24px)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-amber-400 uppercase">
          {B.hero.eyebrow}
        </p>
        <h1
          id="barbershop-title"
          className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl"
        >
          {B.hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-300">{B.hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#booking"
            className="inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-300 forced-colors:border"
          >
            {B.hero.primary}
          </a>
          <a
            href="#prices"
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-500 px-6 py-3 font-semibold text-stone-100 hover:bg-stone-800"
          >
            {B.hero.secondary}
          </a>
        </div>
      </div>
    </section>
  );
}
