import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The heading and introduction at the top of an inner page. */
export function PageIntro({
  heading,
  intro,
  children,
  wide = false,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
  /** Align with sections that use the full 7xl container (galleries, card grids). */
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={cn("mx-auto px-4 py-14 sm:px-6 lg:py-20", wide ? "max-w-7xl" : "max-w-5xl")}>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
