import { Check } from "lucide-react";
import { useNavigate } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { TANDARTS } from "~/content/tandarts";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/format-money";
import { CHOOSE_PACKAGE, PACKAGE_FIELD_ID, REQUEST_FORM_ID } from "./package-choice";
import { NL_LOCALE, tx } from "./texts";

/** The three packages (docs/product.md §10): Essential, Growth (popular) and Partner. */
export function TandartsPackages() {
  const p = TANDARTS.packages;
  const navigate = useNavigate();
  return (
    <section aria-labelledby="packages-title" id="pakketten" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="packages-title" className="text-2xl font-bold text-slate-950 sm:text-3xl">
          {p.heading}
        </h2>
        <p className="mt-3 text-slate-700">{tx(p.intro)}</p>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {p.items.map((item) => (
            <li
              key={item.id}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm",
                item.popular ? "border-teal-700 ring-2 ring-teal-700" : "border-slate-200",
              )}
            >
              {item.popular ? (
                <p
                  data-print-ground
                  className="absolute -top-3 left-6 rounded-full bg-teal-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
                >
                  {p.popular}
                </p>
              ) : null}
              <h3 className="text-xl font-bold text-slate-950">{item.name}</h3>
              <p className="mt-1 text-slate-700">{item.text}</p>
              <p className="mt-4 text-slate-700">
                {p.from}{" "}
                <span className="text-3xl font-extrabold text-slate-950">
                  {formatMoney(item.price, NL_LOCALE)}
                </span>
                {item.monthly ? ` ${p.perMonth}` : null}
              </p>
              {item.monthly ? <p className="text-sm text-slate-700">{p.plusSetup}</p> : null}
              <ul className="mt-5 grid flex-1 content-start gap-2">
                {item.features.map((f) => (
                  <li key={f} className="flex gap-2 text-slate-800">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
                    {f}
                  </li>
                ))}
              </ul>
              {/* A submit button of the request form: without JavaScript it carries what was
                  typed there to the page and back (./package-choice.ts). */}
              <button
                type="submit"
                form={REQUEST_FORM_ID}
                formAction={`?pakket=${item.id}#aanvraag`}
                formNoValidate
                {...CHOOSE_PACKAGE}
                onClick={(e) => {
                  e.preventDefault();
                  void Promise.resolve(
                    navigate(
                      { search: `?pakket=${item.id}`, hash: "aanvraag" },
                      { preventScrollReset: true },
                    ),
                  ).then(() =>
                    // After the render that gave the field its package (it is keyed by it).
                    requestAnimationFrame(() => document.getElementById(PACKAGE_FIELD_ID)?.focus()),
                  );
                }}
                // Its own width on a phone or tablet: full width, its right end lay under the
                // floating chat button (docs/decisions/355-banner-and-chat-button-clear-the-page.md).
                className={cn(
                  buttonVariants({ variant: item.popular ? "teal" : "outline" }),
                  "mt-6 max-lg:self-start",
                )}
              >
                {tx(p.choose, { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
