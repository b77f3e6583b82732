import { useHydrated } from "~/lib/use-hydrated";

/**
 * Hidden fields every lead form posts: its language, a submission id and when the form was
 * shown. A prerendered page cannot carry a per-visit id or time, so a few lines of inline script
 * fill them in as the form is parsed (first paint, long before hydration; the CSP hashes every
 * inline script of a page). The native post before hydration and the enhanced send after it then
 * carry the same id, and the server stores one lead for both. Without JavaScript both stay
 * empty: no id (no dedupe needed, only one post can happen) and an unknown fill time.
 * docs/decisions/141-one-lead-form-path.md; on a page over plain http, where `crypto.randomUUID`
 * is missing, the id is made from `crypto.getRandomValues` (docs/decisions/354).
 */

/** Runs inside the form, right after the hidden inputs. For a popover form, "shown" = opened. */
export const FILL_META = `(function(f){var e=f.elements,i=e.namedItem("id"),t=e.namedItem("startedAt"),p=f.closest("[popover]"),u=function(){var c=crypto,b,h="",k=0;if(c.randomUUID)return c.randomUUID();b=c.getRandomValues(new Uint8Array(16));b[6]=b[6]&15|64;b[8]=b[8]&63|128;for(;k<16;k++)h+=(k>3&&k<11&&!(k&1)?"-":"")+(b[k]+256).toString(16).slice(1);return h};function s(){if(!t.value)t.value=String(Date.now())}if(!i.value)i.value=u();if(p)p.addEventListener("toggle",function(v){if(v.newState==="open")s()});else s();addEventListener("pageshow",function(v){if(v.persisted)i.value=u()})})(document.currentScript.closest("form"))`;

export function LeadFormMeta({ lang }: { lang: string }) {
  // The script is the prerendered page's. A form the browser renders (a page changed in place)
  // gets its values from `fillMeta`: Preact runs a script element it inserts, and the page's
  // Content Security Policy, written for the first page, refuses it.
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="lang" value={lang} />
      {/* No value prop: React must leave what the script wrote. autoComplete off: Back must not
          restore an id that was already sent. */}
      <input type="hidden" name="id" autoComplete="off" />
      <input type="hidden" name="startedAt" autoComplete="off" />
      {hydrated ? null : <script dangerouslySetInnerHTML={{ __html: FILL_META }} />}
    </>
  );
}

/** Notes when the form was shown, unless it already was. */
export function markShown(form: HTMLFormElement, now = Date.now()): void {
  const started = form.elements.namedItem("startedAt") as HTMLInputElement | null;
  if (started && !started.value) started.value = String(now);
}

/** The same for a form rendered in the browser (client navigation), where the script never ran. */
export function fillMeta(form: HTMLFormElement, newId: () => string): void {
  const id = form.elements.namedItem("id") as HTMLInputElement | null;
  if (id && !id.value) id.value = newId();
  // A popover form is shown when it opens (usePopoverHistory's onOpen).
  if (!form.closest("[popover]")) markShown(form);
}
