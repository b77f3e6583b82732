import { useEffect } from "react";

/**
 * The page's rest stylesheet arrives after the first paint, and the web font comes from the
 * cache of an earlier page (docs/decisions/160-critical-css-inline.md, 303-page-rest-stylesheet.md,
 * 280-web-font-from-the-next-page.md); the text above an anchor can change height when either
 * is applied. A visitor who opened `/nl/privacybeleid#cookies` would
 * then see the section slide out of view. Once fonts and styles are in, put the anchor back at the
 * top, unless the visitor has scrolled, tapped or typed in the meantime, or did so before the page
 * hydrated (`__interacted`, noted by the boot script: server/defer-hydration.ts).
 */
export function useHashAnchorAfterLayout() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || window.__interacted) return;
    let touched = false;
    const onInput = () => {
      touched = true;
    };
    const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    for (const e of events) window.addEventListener(e, onInput, { passive: true, once: true });
    const settle = () => {
      if (touched) return;
      document.getElementById(id)?.scrollIntoView();
    };
    const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((l) => !l.sheet)
      .map((l) => new Promise((done) => l.addEventListener("load", done, { once: true })));
    void Promise.all([document.fonts.ready, ...styles]).then(() => requestAnimationFrame(settle));
    return () => {
      for (const e of events) window.removeEventListener(e, onInput);
    };
  }, []);
}
