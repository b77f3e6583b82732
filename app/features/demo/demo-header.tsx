import type { ReactNode } from "react";
import { DemoBanner, DemoSkipLink } from "./demo-banner";

/** Colours of one demo site's header: bar, brand link and navigation links. */
export interface DemoHeaderTheme {
  bar: string;
  brand: string;
  link: string;
}

/**
 * A demo site's own header (docs/product.md §9.1, §9.2): the skip link and demo banner, then the
 * fictional client's brand and its in-page navigation. Its links are narrower on a phone so that
 * a five-item menu fits from 360 px up; on a narrower screen it scrolls sideways and its right
 * edge fades out, so a cut-off item reads as "there is more".
 */
export function DemoHeader({
  brand,
  icon,
  navLabel,
  nav,
  theme,
}: {
  brand: string;
  icon: ReactNode;
  navLabel: string;
  nav: readonly { id: string; label: string }[];
  theme: DemoHeaderTheme;
}) {
  return (
    <>
      <DemoSkipLink />
      <DemoBanner />
      <header
        className={`sticky top-0 z-40 border-b backdrop-blur print:static [@media(max-height:30rem)]:static ${theme.bar}`}
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4">
          <a
            href="#top"
            className={`inline-flex min-h-14 items-center gap-2 text-lg font-bold ${theme.brand}`}
          >
            {icon}
            {brand}
          </a>
          <nav
            aria-label={navLabel}
            className="-mx-4 w-full overflow-x-auto px-2 max-[359px]:[mask-image:linear-gradient(to_right,black_85%,transparent)] sm:mx-0 sm:w-auto sm:px-4"
          >
            <ul className="flex sm:gap-2">
              {nav.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className={`inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap sm:px-3 ${theme.link}`}
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
