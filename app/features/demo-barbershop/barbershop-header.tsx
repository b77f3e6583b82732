import { Scissors } from "lucide-react";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { DemoBanner, DemoSkipLink } from "~/features/demo/demo-banner";

/** The barbershop's own header: brand and in-page navigation (SPEC 2.11). */
export function BarbershopHeader() {
  return (
    <>
      <DemoSkipLink />
      <DemoBanner />
      <header className="sticky top-0 z-40 border-b border-stone-800 bg-stone-950/95 text-stone-100 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4">
          <a href="#top" className="inline-flex min-h-14 items-center gap-2 text-lg font-bold">
            <Scissors aria-hidden="true" className="h-5 w-5 text-amber-400" />
            {B.brand}
          </a>
          <nav
            aria-label={B.navLabel}
            className="-mx-4 w-full overflow-x-auto px-4 sm:mx-0 sm:w-auto"
          >
            <ul className="flex gap-1 sm:gap-2">
              {B.nav.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-stone-200 hover:bg-stone-800 hover:text-white"
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
