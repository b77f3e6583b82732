import { useEffect, useRef } from "react";

/** SPEC 9: a card fades in once 20 % of it is visible... */
export const REVEAL_THRESHOLD = 0.2;
/** ...and cards revealed together follow each other at 150 ms intervals. */
export const REVEAL_STAGGER_MS = 150;

/**
 * Fade-in of the children marked `data-reveal` of the returned container (SPEC 2.3). The
 * prerendered HTML shows everything: only after hydration, and only for visitors who do not prefer
 * reduced motion, are cards still below the viewport hidden (opacity and transform only, so no
 * layout shift) until they scroll into view.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const items = Array.from(root.querySelectorAll<HTMLElement>("[data-reveal]"));
    const below = items.filter((el) => el.getBoundingClientRect().top > window.innerHeight);
    for (const el of below) el.dataset.reveal = "hidden";

    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
        shown.forEach((el, i) => {
          el.style.transitionDelay = `${i * REVEAL_STAGGER_MS}ms`;
          el.dataset.reveal = "shown";
          observer.unobserve(el);
        });
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const el of below) observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}
