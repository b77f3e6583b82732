import type { KeyboardEvent } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside an open dialog: Tab from its last control goes to its first, Shift+Tab from its
 * first to its last. A dialog shown as a popover (the quote form; a NativeDialog opened before its
 * code had come) is not modal, so Tab would walk on into the page. A modal one (showModal()) makes
 * the page inert, but Tab from its last control still leaves it for the browser's own bar; with a
 * single control (the founder photo's Close) focus then seemed to vanish. Put it on the dialog's
 * element as `onKeyDown`.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const box = event.currentTarget;
  if (!box.matches(":popover-open, dialog[open]")) return;
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
