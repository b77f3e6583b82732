import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { stepOffClosedEntry, currentState, onPopstateFirst } from "~/lib/popstate-first";

/** The key of the form's own entry in `history.state`, beside the router's. */
const MARK = "quoteForm";

/**
 * While the popover is open, one history entry belongs to it: Back closes the popover instead of
 * leaving the page, and closing it any other way takes that entry back out. The entry copies the
 * router's state (with a mark of its own) and the address, and its popstate never reaches the
 * router (nothing navigates). Forward onto it once the form is closed steps straight back off.
 * `onOpen` runs on every opening (focus, start time).
 */
export function usePopoverHistory(ref: RefObject<HTMLElement | null>, onOpen: () => void): void {
  // Where the router believes the page is: it never sees this entry's popstate, so after Back it
  // still holds the address of the popover's entry.
  const { pathname, search } = useLocation();
  const routerAt = useRef({ path: "", state: null as unknown });
  useEffect(() => {
    // The entry's state as the router wrote it (its key) with the address.
    routerAt.current = { path: `${pathname}${search}`, state: window.history.state };
  }, [pathname, search]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let entry: "none" | "pushed" | "popping" = "none";
    const closedEntry = stepOffClosedEntry(MARK);
    const opened = () => {
      onOpen();
      if (entry !== "none") return;
      window.history.pushState({ ...currentState(), [MARK]: true }, "");
      entry = "pushed";
    };
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === "open") return opened();
      if (entry !== "pushed") return;
      entry = "popping";
      window.history.back();
    };
    const onPop = () => {
      // Forward onto the closed form's entry steps straight back off it (as the overlays do).
      if (entry === "none") return closedEntry.onPop();
      const wasOpen = entry === "pushed";
      entry = "none";
      // Closed by Back or by itself, the entry under it takes what the page's address became in
      // the popover's entry: the calculator writes its options 300 ms after a change, perhaps after
      // the form opened. The router holds that address and state, and never saw this pop.
      const here = `${window.location.pathname}${window.location.search}`;
      if (routerAt.current.path !== here)
        window.history.replaceState(
          routerAt.current.state,
          "",
          `${routerAt.current.path}${window.location.hash}`,
        );
      if (wasOpen && el.matches(":popover-open")) el.hidePopover();
      return true;
    };
    el.addEventListener("toggle", onToggle);
    // Before the router's own listener, which must not see this entry.
    const stopListening = onPopstateFirst(onPop);
    // Opened before hydration: give it its entry now.
    if (el.matches(":popover-open")) opened();
    return () => {
      el.removeEventListener("toggle", onToggle);
      stopListening();
    };
  }, [ref, onOpen]);
}
