import { PhoneButton } from "~/components/layout/phone-button";
import { TANDARTS } from "~/content/tandarts";
import { TandartsForm } from "./tandarts-form";
import { tx } from "./texts";

/** The request section: the mini-audit form and a phone alternative. */
export function TandartsContact() {
  const f = TANDARTS.form;
  return (
    <section aria-labelledby="aanvraag-title" id="aanvraag" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="aanvraag-title" className="text-2xl font-bold text-slate-950 sm:text-3xl">
            {f.heading}
          </h2>
          <p className="mt-3 text-slate-700">{tx(f.intro)}</p>
          <p className="mt-6 font-semibold text-slate-900">{f.orCall}</p>
          <PhoneButton className="font-semibold text-teal-800" />
        </div>
        <div className="relative rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <TandartsForm />
        </div>
      </div>
    </section>
  );
}
