import { Suspense, lazy, useRef, useState, type ComponentProps, type ReactNode } from "react";

const DialogBody = lazy(() => import("./deferred-dialog-body"));

export interface DeferredDialogProps {
  /** Content and attributes of the trigger button. */
  trigger: ReactNode;
  triggerProps?: Omit<ComponentProps<"button">, "onClick" | "children" | "type">;
  side?: "center" | "bottom" | "right";
  closeLabel: string;
  title: ReactNode;
  titleClassName?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A Radix dialog whose code is loaded when the visitor first opens it (the header and footer are
 * on every page; loading the dialog library up front would cost every page ~10 KB gzip).
 * Focus moves into the dialog, is trapped there, and returns to the trigger when it closes.
 */
export function DeferredDialog({ trigger, triggerProps, children, ...body }: DeferredDialogProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void import("./deferred-dialog-body")}
        onFocus={() => void import("./deferred-dialog-body")}
        onClick={() => setOpen(true)}
        {...triggerProps}
      >
        {trigger}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DialogBody
            {...body}
            onClose={() => setOpen(false)}
            returnFocus={() => triggerRef.current?.focus()}
          >
            {children(() => setOpen(false))}
          </DialogBody>
        </Suspense>
      ) : null}
    </>
  );
}
