import { useEffect, useState } from "react";
import { scrollBaseline } from "~/lib/island";

/** Why: the bar stays while the visitor is still near the hero (docs/product.md §16). */
export const HEADER_HIDE_AFTER_PX = 100;
/** Why: at the very top the bar is always shown (docs/product.md §16). */
export const HEADER_TOP_ZONE_PX = 10;

/** Visible when scrolling up or near the top; hidden when scrolling down past 100 px. */
export function useScrollVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // The moves made before this code came (a scroll bar, a script, a wheel) count, from where the
    // page stood.
    const from = scrollBaseline();
    let lastY = from ?? window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      if (y <= HEADER_TOP_ZONE_PX) setVisible(true);
      else if (y > lastY && y > HEADER_HIDE_AFTER_PX) setVisible(false);
      else if (y < lastY) setVisible(true);
      lastY = y;
    }
    if (from !== null) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return visible;
}
