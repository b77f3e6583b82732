import type { ReactNode } from "react";

const TONES = {
  brand: { panel: "bg-brand-800", text: "text-brand-50" },
  dark: { panel: "bg-slate-900", text: "text-slate-200" },
} as const;

/** A closing call-to-action panel: heading, one line of text and its buttons, centred. */
export function CtaPanel({
  id,
  heading,
  text,
  tone = "brand",
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  heading: string;
  text: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const colours = TONES[tone];
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 lg:py-20">
      <div
        className={`on-dark mx-auto max-w-5xl rounded-3xl px-6 py-12 text-center text-white sm:px-12 ${colours.panel}`}
      >
        <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className={`mx-auto mt-4 max-w-2xl text-lg ${colours.text}`}>{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {children}
        </div>
      </div>
    </section>
  );
}
