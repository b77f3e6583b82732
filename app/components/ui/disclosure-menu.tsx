import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface DisclosureMenuProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when its content is not enough. */
  ariaLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: "start" | "end";
  /** Decides on opening whether the panel opens above or below the trigger. */
  chooseSide?: (trigger: HTMLButtonElement) => "top" | "bottom";
  children: (close: () => void) => ReactNode;
}

/**
 * A small disclosure dropdown (button + panel of links), the ARIA disclosure navigation pattern:
 * closes on Escape (focus goes back to the button), an outside click, or leaving with Tab.
 * Used instead of a full menu widget to keep the header's JavaScript small on every page.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  triggerClassName,
  panelClassName,
  align = "start",
  chooseSide,
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<"top" | "bottom">("bottom");
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(e: PointerEvent) {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    }
    function onKeyDown(e: KeyboardEvent) {
      if (e.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    }
    function onFocusIn(e: FocusEvent) {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  function toggle() {
    if (!open && trigger.current && chooseSide) setSide(chooseSide(trigger.current));
    setOpen((o) => !o);
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={toggle}
        className={triggerClassName}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-side={side}
        className={cn(
          "absolute z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-xl",
          side === "bottom" ? "top-full mt-1.5" : "bottom-full mb-1.5",
          align === "end" ? "right-0" : "left-0",
          panelClassName,
        )}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
