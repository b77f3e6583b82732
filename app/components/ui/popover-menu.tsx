import {
  useEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { cn } from "~/lib/cn";

export interface PopoverMenuProps {
  /** Document-unique id of the panel (the trigger names it in `popovertarget`). */
  id: string;
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when its content is not enough. */
  ariaLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Which edge of the trigger the panel lines up with. */
  align?: "start" | "end";
  children: ReactNode;
}

/**
 * A small dropdown of links that works without JavaScript: a native `popover` panel opened by its
 * trigger's `popovertarget`, placed under the trigger with CSS anchor positioning, flipping above
 * it when there is no room below (`position-try-fallbacks: flip-block`). The browser closes it on
 * Escape (focus back to the trigger) and on a click outside. Once hydrated it also closes when
 * focus leaves it or a link in it is followed, keeps `aria-expanded` on the trigger, and lets the
 * arrow keys move through its links (ArrowDown on the trigger opens it at the first; Home, End).
 * Where anchor positioning is missing, the panel shows centred on the screen instead.
 */
export function PopoverMenu({
  id,
  label,
  ariaLabel,
  triggerClassName,
  panelClassName,
  align = "start",
  children,
}: PopoverMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const anchor = `--${id}`;

  useEffect(() => {
    trigger.current?.setAttribute(
      "aria-expanded",
      String(panel.current?.matches(":popover-open") ?? false),
    );
  }, []);

  function onToggle(event: SyntheticEvent<HTMLDivElement>) {
    const open = (event.nativeEvent as ToggleEvent).newState === "open";
    trigger.current?.setAttribute("aria-expanded", String(open));
  }

  function hide() {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }

  function links(): HTMLElement[] {
    return [...(panel.current?.querySelectorAll<HTMLElement>("a[href]") ?? [])];
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!panel.current?.matches(":popover-open")) panel.current?.showPopover();
    const all = links();
    (event.key === "ArrowDown" ? all[0] : all.at(-1))?.focus();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: all[at + 1 < all.length ? at + 1 : 0],
      ArrowUp: all[at > 0 ? at - 1 : all.length - 1],
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        aria-controls={id}
        aria-label={ariaLabel}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {label}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        onToggle={onToggle}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as Element).closest("a[href]")) hide();
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !panel.current?.contains(next) && next !== trigger.current) hide();
        }}
        style={{ positionAnchor: anchor } as CSSProperties}
        className={cn(
          "m-auto min-w-48 rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-xl",
          "supports-[anchor-name:--a]:mx-0 supports-[anchor-name:--a]:mt-1.5 supports-[anchor-name:--a]:mb-0 supports-[anchor-name:--a]:[position-try-fallbacks:flip-block]",
          align === "end"
            ? "supports-[anchor-name:--a]:[position-area:bottom_span-left]"
            : "supports-[anchor-name:--a]:[position-area:bottom_span-right]",
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
