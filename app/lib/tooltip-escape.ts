/**
 * Escape hides a tooltip shown by hover as well as by focus (WCAG 1.4.13, "dismissible"): a tip
 * shown by CSS alone (the calculator's (i) bubbles, the chat button's label) has no handler of its
 * own for a key pressed while only the pointer is on it. One listener on the window marks the root
 * (`data-tips-off`, app/app.css hides every `[role=tooltip]`) until the pointer enters another
 * element or the focus moves (docs/decisions/338-focus-and-state-in-every-colour-scheme.md).
 */
if (typeof window !== "undefined") {
  const root = document.documentElement;
  const show = () => root.removeAttribute("data-tips-off");
  window.addEventListener("keydown", (event) => {
    if (event.key === "Escape") root.setAttribute("data-tips-off", "");
  });
  window.addEventListener("pointerover", show, { passive: true });
  window.addEventListener("focusin", show);
}
