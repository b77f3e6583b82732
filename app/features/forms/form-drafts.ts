/**
 * What the visitor has typed into a lead form, kept in this page's memory for its history entry
 * (the router's location key), so that a page left inside the app and come back to with Back shows
 * the form as it was left: the browser does so itself for a page it loads anew, and a page changed
 * in place loses its form otherwise. Nothing is written to any storage: the draft lives as long as
 * the page's scripts, like the browser's own form restoration lives with its history entry
 * (docs/decisions/339-form-drafts-kept-for-back.md). The fill time (`startedAt`) comes back too:
 * a form sent within seconds of its return is not a bot's.
 */
type Draft = Record<string, string | boolean>;

const drafts = new Map<string, Draft>();
/** The submission id is new for every showing; the trap field and the language are not typed. */
const NOT_KEPT = new Set(["id", "website", "lang"]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (el): el is Field =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement) &&
      el.name !== "" &&
      !NOT_KEPT.has(el.name) &&
      // Hidden fields carry the page's state (the quote's configuration), not the visitor's.
      (el.type !== "hidden" || el.name === "startedAt"),
  );
}

export function saveDraft(key: string, form: HTMLFormElement): void {
  const draft: Draft = {};
  for (const el of fields(form)) {
    if (el instanceof HTMLInputElement && el.type === "checkbox") draft[el.name] = el.checked;
    else if (el instanceof HTMLInputElement && el.type === "radio") {
      if (el.checked) draft[el.name] = el.value;
    } else draft[el.name] = el.value;
  }
  drafts.set(key, draft);
}

/** Puts a kept draft back into the form; false when there is none. */
export function restoreDraft(key: string, form: HTMLFormElement): boolean {
  const draft = drafts.get(key);
  if (!draft) return false;
  for (const el of fields(form)) {
    const value = draft[el.name];
    if (value === undefined) continue;
    if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === true;
    else if (el instanceof HTMLInputElement && el.type === "radio") el.checked = el.value === value;
    else if (typeof value === "string") el.value = value;
  }
  return true;
}

export function forgetDraft(key: string): void {
  drafts.delete(key);
}
