import { useEffect, useRef } from "react";

/** docs/product.md §4: a card fades in once 20 % of it is visible... */
export const REVEAL_THRESHOLD = 0.2;
/** ...and cards revealed together follow each other at 150 ms intervals. */
export const REVEAL_STAGGER_MS = 150;
/**
 * Why: only cards clearly below the first screen are hidden. A card just below the fold would
 * start fading the moment a late layout change (a web font swapping in) nudges it into view,
 * which a visitor would not notice and which leaves it half transparent for a moment.
 */
const BELOW_FOLD_MARGIN = 0.25;

/**
 * Fade-in of the children marked `data-reveal` of the returned container (docs/product.md §4). The
 * prerendered HTML shows everything: only after hydration, and only for visitors who do not prefer
 * reduced motion, are cards well below the viewport hidden (opacity and transform only, so no
 * layout shift) until they scroll into view.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;

    function arm(container: T) {
      const fold = window.innerHeight * (1 + BELOW_FOLD_MARGIN);
      const below = Array.from(container.querySelectorAll<HTMLElement>("[data-reveal]")).filter(
        (el) => el.getBoundingClientRect().top > fold,
      );
      for (const el of below) el.dataset.reveal = "hidden";
      const io = new IntersectionObserver(
        (entries) => {
          const shown = entries.filter((e) => e.isIntersecting).map((e) => e.target);
          shown.forEach((el, i) => {
            if (!(el instanceof HTMLElement)) return;
            el.style.transitionDelay = `${i * REVEAL_STAGGER_MS}ms`;
            el.dataset.reveal = "shown";
            io.unobserve(el);
          });
        },
        { threshold: REVEAL_THRESHOLD },
      );
      for (const el of below) io.observe(el);
      observer = io;
    }

    // Measure once the web fonts are in, so the positions are final.
    void (document.fonts?.ready ?? Promise.resolve()).then(() => {
      if (!cancelled) arm(root);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, []);
  return ref;
}
