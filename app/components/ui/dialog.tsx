import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const Dialog = D.Root;
export const DialogClose = D.Close;
export const DialogTitle = D.Title;
export const DialogDescription = D.Description;

type Side = "center" | "bottom" | "right";

const sideClasses: Record<Side, string> = {
  center:
    "left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl max-h-[90vh] overflow-y-auto",
  bottom: "inset-x-0 bottom-0 rounded-t-2xl max-h-[85vh] overflow-y-auto",
  right: "inset-y-0 right-0 w-[min(20rem,85vw)] overflow-y-auto",
};

/** Accessible modal content (focus trap, Escape, focus return come from Radix). */
export function DialogContent({
  side = "center",
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof D.Content> & { side?: Side; closeLabel: string; children: ReactNode }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <D.Content
        className={cn("fixed z-50 bg-white p-6 shadow-2xl", sideClasses[side], className)}
        {...props}
      >
        {children}
        <D.Close
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
