import { ArrowDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "~/i18n/i18n-context";
import type { PriceBreakdown } from "~/lib/pricing";
import { formatMoney } from "~/lib/format-money";

/** The id of the price summary the running total jumps to. */
export const SUMMARY_ID = "calculator-summary";

/** Narrower than Tailwind's `lg`, where the summary is not beside the options. */
const NARROW = "(max-width: 63.99rem)";

/**
 * True while the element holding `probe` (the options card) is on screen, on a screen narrower
 * than `lg`: a wide one shows the summary beside the options, and the bar is not in the page at
 * all there (not merely hidden), so the total stands in the page once.
 */
function useParentOnScreen() {
  const probe = useRef<HTMLSpanElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const parent = probe.current?.parentElement;
    if (!parent) return;
    const narrow = window.matchMedia(NARROW);
    let visible = false;
    const update = () => setOnScreen(visible && narrow.matches);
    const observer = new IntersectionObserver(([entry]) => {
      visible = !!entry?.isIntersecting;
      update();
    });
    observer.observe(parent);
    narrow.addEventListener("change", update);
    return () => {
      observer.disconnect();
      narrow.removeEventListener("change", update);
    };
  }, []);
  return { probe, onScreen };
}

/**
 * On a phone the summary sits under all the options, out of sight while one chooses: this bar
 * sticks to the bottom of the screen while the options are on screen and shows the total as it
 * changes. Wide screens have the summary beside the options instead. It stays clear of the chat
 * button, and the options end before it, so nothing stays hidden under it. The summary itself
 * announces changes to screen readers, so this bar does not repeat them.
 */
export function RunningTotal({ price }: { price: PriceBreakdown }) {
  const { t, option } = useI18n();
  const { probe, onScreen } = useParentOnScreen();
  return (
    <>
      <span ref={probe} hidden />
      {onScreen ? (
        <a
          href={`#${SUMMARY_ID}`}
          className="sticky bottom-4 z-20 mr-16 -mb-2 flex min-h-12 items-center justify-between gap-3 rounded-xl bg-brand-800 px-4 py-2 text-white shadow-lg forced-colors:border lg:hidden"
        >
          <span className="text-sm">{t("calculator.total")}</span>
          {/* An amount is never split over two lines (the page breaks long words anywhere). */}
          <span className="flex items-center gap-2 font-bold whitespace-nowrap">
            {formatMoney(price.oneTimeTotal, option.locale)}
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </span>
        </a>
      ) : null}
    </>
  );
}
