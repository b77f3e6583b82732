import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogTitle } from "./dialog";

/** The lazily loaded part of DeferredDialog: an open Radix dialog. */
export default function DeferredDialogBody({
  side,
  closeLabel,
  title,
  titleClassName,
  onClose,
  returnFocus,
  children,
}: {
  side?: "center" | "bottom" | "right";
  closeLabel: string;
  title: ReactNode;
  titleClassName?: string;
  onClose: () => void;
  returnFocus: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        side={side}
        closeLabel={closeLabel}
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        {children}
      </DialogContent>
    </Dialog>
  );
}
