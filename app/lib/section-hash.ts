/**
 * The hash a control writes into the address with its choice (the calculator's options, a
 * filter), so the address leads back to what the visitor chose: a copied link, a reload, another
 * language. `hash` is the control's own section, as its no-JavaScript form lands there; the
 * address's hash is kept only when it names something other than a section of the page (a banner
 * shown by `:target`, `#cookie-settings`), which must not be closed by a change elsewhere.
 */
export function sectionHashOr(hash: string): string {
  const current = window.location.hash;
  let target: Element | null = null;
  try {
    target = current ? document.getElementById(decodeURIComponent(current.slice(1))) : null;
  } catch {
    // A malformed escape in the address: not an element's id.
  }
  return target && target.tagName !== "SECTION" ? current : hash;
}

/**
 * The id of the page's section across the upper third of the window (what the visitor is looking
 * at, below the header), or "" at the top of the page and on pages without sections.
 */
export function sectionInView(): string {
  const line = window.innerHeight / 3;
  for (const section of document.querySelectorAll("main section[id]")) {
    const { top, bottom } = section.getBoundingClientRect();
    if (top <= line && bottom > line) return section.id;
  }
  return "";
}
