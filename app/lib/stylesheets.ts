/**
 * The page's stylesheets after its first paint (docs/decisions/222-full-stylesheet-after-hydration.md,
 * 303-page-rest-stylesheet.md). A prerendered page draws from its inline CSS; its stylesheet links
 * arrive inert (an unknown type, `disabled`: server/critical-css.ts), the first one naming the
 * page's rest stylesheet in `data-rest`: the rules the inline CSS lacks, in a form the browser adds
 * without restyling the page.
 */

/** Marks a full stylesheet fetched and parsed but not yet applied. */
const WAITING = "data-waits";

/**
 * Once the page has hydrated: the rest stylesheet is applied, for what React renders later on this
 * page, and the full stylesheet is fetched and parsed but held (`media="not all"`) for the first
 * navigation. Without a rest stylesheet (a page rendered per request), the full one applies now.
 */
export function switchOnStylesheets(): void {
  const deferred = [
    ...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet][disabled]"),
  ];
  const rest = deferred[0]?.dataset.rest;
  if (rest) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = rest;
    // Before the full stylesheet: once that applies, its copy of every rule comes last again.
    deferred[0]!.before(link);
  }
  for (const link of deferred) {
    if (rest) {
      link.media = "not all";
      link.setAttribute(WAITING, "");
    }
    link.removeAttribute("type");
    link.disabled = false;
  }
}

/**
 * Before React renders another page: the full stylesheet applies (one restyle of the page being
 * left, while the next one loads).
 */
export function applyFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${WAITING}]`)) {
    link.removeAttribute("media");
    link.removeAttribute(WAITING);
  }
}
