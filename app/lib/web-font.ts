/**
 * The web font (Inter) is used only from the first paint of a page, never switched to on a page
 * already drawn (docs/decisions/280-web-font-from-the-next-page.md). A first visit reads in the
 * metric-matched fallback; once a page has hydrated, the font files are fetched in the background
 * and a note is kept. Every later page whose head script finds the note marks
 * `<html data-font="inter">` before its first paint, and the inline CSS then draws in Inter
 * (from the browser's cache; `font-display: optional` keeps the fallback if it is not there in
 * time). Nothing on a drawn page ever changes font, so no line re-wraps under the visitor's eyes.
 */
export const WEB_FONT_STORAGE_KEY = "webFont";
const WEB_FONT = "inter";

/** Runs inline in <head> before the first paint (its CSP hash is computed at build). */
export const WEB_FONT_HEAD_SCRIPT = `try{localStorage.getItem("${WEB_FONT_STORAGE_KEY}")=="${WEB_FONT}"&&document.documentElement.setAttribute("data-font","${WEB_FONT}")}catch(e){}`;

/**
 * Text that selects each face the pages draw with (Latin, Cyrillic: the ones inline in every page,
 * server/critical-css.ts). Each face is one variable-weight file, so one load per face.
 */
const SAMPLES = ["Aa", "Її"];

/** Fetches the web font's faces for later pages and notes it once they are in the cache. */
export function fetchWebFontForLaterPages(): void {
  try {
    if (window.localStorage.getItem(WEB_FONT_STORAGE_KEY) === WEB_FONT) return;
  } catch {
    return; // No storage (private mode): the fallback is used throughout, which is fine.
  }
  if (!("fonts" in document)) return;
  void Promise.all(SAMPLES.map((text) => document.fonts.load("1em Inter", text)))
    .then((loaded) => {
      if (loaded.some((faces) => faces.length > 0)) {
        window.localStorage.setItem(WEB_FONT_STORAGE_KEY, WEB_FONT);
      }
    })
    .catch(() => {
      // Offline or blocked: try again on a later page.
    });
}
