import { Info } from "lucide-react";
import { useId, useState } from "react";
import { REPLAY_CLICK } from "~/lib/island";

/**
 * A small (i) button with a tooltip (docs/product.md §5.1: the tooltips change with the platform).
 * Pure CSS on hover and focus, so it works before hydration too (a tap focuses the button on
 * Android, and is a hover on iOS); once hydrated a tap toggles it and Escape hides it (also while
 * only hovered: app/lib/tooltip-escape.ts). The bubble covers the width of the nearest positioned
 * ancestor (the row), above it, so it never runs off a narrow screen and never shifts the layout.
 * It stays while the pointer is on it, to be read or magnified (WCAG 1.4.13): a strip under it
 * (`after:`) bridges the gap from the button.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        {...REPLAY_CLICK}
        onClick={() => {
          // The focused button would keep it shown: a second tap dismisses it until the next.
          setDismissed(open);
          setOpen(!open);
        }}
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          setOpen(false);
          setDismissed(true);
        }}
        onBlur={() => {
          setOpen(false);
          setDismissed(false);
        }}
        className="peer -my-2 inline-grid h-11 w-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-800"
      >
        <Info aria-hidden="true" className="h-4 w-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        data-open={open}
        data-dismissed={dismissed}
        className="invisible absolute inset-x-0 bottom-full z-20 mb-1 rounded-lg bg-slate-900 px-3 py-2 text-left text-sm leading-snug font-normal text-white opacity-0 shadow-lg transition-opacity peer-hover:visible peer-hover:opacity-100 after:absolute after:inset-x-0 after:top-full after:h-3 hover:visible hover:opacity-100 peer-focus:visible peer-focus:opacity-100 data-[dismissed=true]:invisible! data-[dismissed=true]:opacity-0! data-[open=true]:visible data-[open=true]:opacity-100"
      >
        {text}
      </span>
    </>
  );
}
