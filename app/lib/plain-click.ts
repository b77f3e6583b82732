/**
 * A plain left click: no modifier key (those mean "open in a new tab or window" and the like, which
 * the browser handles). Takes React's and the DOM's mouse events alike.
 */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
