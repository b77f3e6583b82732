import { Sparkles } from "lucide-react";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { DemoBanner, DemoSkipLink } from "~/features/demo/demo-banner";

/** The cleaning company's own header: brand and in-page navigation (SPEC 2.12). */
export function CleaningHeader() {
  return (
    <>
      <DemoSkipLink />
      <DemoBanner />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4">
          <a
            href="#top"
            className="inline-flex min-h-14 items-center gap-2 text-lg font-bold text-teal-800"
          >
            <Sparkles aria-hidden="true" className="h-5 w-5" />
            {C.brand}
          </a>
          <nav
            aria-label={C.navLabel}
            className="-mx-4 w-full overflow-x-auto px-4 sm:mx-0 sm:w-auto"
          >
            <ul className="flex gap-1 sm:gap-2">
              {C.nav.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-teal-50 hover:text-teal-900"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
