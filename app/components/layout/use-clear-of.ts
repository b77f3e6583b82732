import { useEffect, useRef, useState } from "react";

/** Room kept between the button and a marked control, in CSS pixels. */
const GAP_PX = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    b.width > 0 &&
    a.left < b.right + GAP_PX &&
    b.left < a.right + GAP_PX &&
    a.top < b.bottom + GAP_PX &&
    b.top < a.bottom + GAP_PX
  );
}

/**
 * Whether the element behind the returned ref lies over a control marked `fabClear(…)`
 * (app/lib/fab-clear.ts), checked at
 * each scroll, resize, focus change, tap and key (once a frame): on a tablet or a small laptop the calculator's sticky
 * summary brings "Request a quote" under the chat button whenever it sticks, and a tap on the
 * button's end opened the chat instead (docs/decisions/346-display-settings-review.md).
 */
export function useClearOf<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const self = ref.current;
      if (!self) return;
      // Its place when shown: `visibility` keeps the box where it is. Removed from the layout (CSS
      // hides it while a form has the focus) it has no box: the last answer stands until it is back.
      const box = self.getBoundingClientRect();
      if (box.width === 0) return;
      const marked = document.querySelectorAll<HTMLElement>("[data-fab-clear]");
      setOver([...marked].some((el) => overlaps(box, el.getBoundingClientRect())));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    // Scrolling moves the two; a focus change brings the button back from CSS's `display: none`,
    // and a tap or key can change the summary's height.
    const events = ["scroll", "resize", "focusin", "focusout", "pointerup", "keyup"] as const;
    for (const type of events) window.addEventListener(type, schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      for (const type of events) window.removeEventListener(type, schedule);
    };
  }, []);
  return { ref, over };
}
