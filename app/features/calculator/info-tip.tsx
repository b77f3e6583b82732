import { Info } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useState } from "react";

/**
 * A small (i) button with a tooltip (SPEC 4: the tooltips change with the platform). Opens on
 * hover and keyboard focus like any tooltip, and also on a tap, for touch screens.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            onClick={() => setOpen(true)}
            className="-my-2 inline-grid h-11 w-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-800"
          >
            <Info aria-hidden="true" className="h-4 w-4" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={2}
            collisionPadding={12}
            className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
