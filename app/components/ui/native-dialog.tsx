import { hideOthers } from "aria-hidden";
import { X } from "lucide-react";
import {
  useEffect,
  useRef,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { keepTabInside } from "~/lib/focus-wrap";
import { closeOverlay, popOverlayEntry, pushOverlayEntry } from "~/lib/overlay-history";
import { isPlainLeftClick } from "~/lib/plain-click";

type Side = "center" | "bottom" | "right";

/** Placement and entry animation per side (open: matches [open] and :popover-open). */
const sideClasses: Record<Side, string> = {
  center:
    "inset-0 m-auto h-fit max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg rounded-2xl scale-95 open:scale-100 starting:open:scale-95",
  bottom:
    "inset-x-0 top-auto bottom-0 m-0 h-fit max-h-[85dvh] w-full max-w-none rounded-t-2xl translate-y-full open:translate-y-0 starting:open:translate-y-full",
  right:
    "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] translate-x-full open:translate-x-0 starting:open:translate-x-full",
};

export interface NativeDialogProps {
  /** Document-unique id: the trigger names it in `popovertarget`. */
  id: string;
  /** Content of the trigger button. */
  trigger: ReactNode;
  triggerProps?: Omit<ComponentProps<"button">, "onClick" | "children" | "type" | "id">;
  side?: Side;
  /**
   * The name of the ✕ in the corner. Absent: no ✕, the content has its own Close button (with
   * `autoFocus`), and the dialog does not offer two buttons named "Close".
   */
  closeLabel?: string;
  title: ReactNode;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * Invoker commands: before any script, a browser that has them (Chromium 135, Firefox 144,
 * Safari 26.2) opens the dialog as a modal, so the page behind is inert and Tab stays inside,
 * and closes it; one without them follows `popovertarget` (a popover: Tab can leave it). Once
 * hydrated, the click handlers act first and cancel the click. No `aria-controls` beside them: the
 * browser already relates the button to its dialog, and the bytes went to the commands
 * (docs/decisions/333-dialogs-modal-before-javascript.md).
 */
function invoke(command: "show-modal" | "close", dialogId: string) {
  return { command, commandfor: dialogId } as Record<string, string>;
}

function isOpen(dialog: HTMLDialogElement): boolean {
  return dialog.open || dialog.matches(":popover-open");
}

/**
 * A dialog that works from the first paint: a `<dialog popover>` opened by its trigger's
 * `commandfor` as a modal, or `popovertarget` as a popover where invoker commands are missing (no
 * JavaScript needed: Escape, focus back to the trigger; see `invoke`). Once
 * hydrated, the same element opens with showModal() instead (the page behind becomes inert), a
 * click on the backdrop closes it, and the browser's Back button closes it.
 * Its content is in the HTML from the start, so nothing is downloaded on first use.
 */
export function NativeDialog({
  id,
  trigger,
  triggerProps,
  side = "center",
  closeLabel,
  title,
  titleClassName,
  children,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  /** Undoes the page's `aria-hidden` while the dialog is open (`opened` can run twice per opening). */
  const unhide = useRef<(() => void) | null>(null);

  function opened() {
    triggerRef.current?.setAttribute("aria-expanded", "true");
    // The page behind is inert as a modal's, and also hidden by `aria-hidden` for readers and
    // tools that read the tree without knowing that (docs/decisions/363-the-quote-panel-hides-the-page.md).
    if (ref.current && !unhide.current) unhide.current = hideOthers(ref.current);
    // Back closes it (a history entry while it is open), as it does every overlay.
    pushOverlayEntry(id, () => {
      if (ref.current) closeOverlay(ref.current);
    });
  }

  function reveal() {
    unhide.current?.();
    unhide.current = null;
  }

  function closed() {
    triggerRef.current?.setAttribute("aria-expanded", "false");
    reveal();
    void popOverlayEntry(id);
  }

  useEffect(() => {
    // Opened natively while the scripts were still loading: Back must close it from now on.
    if (ref.current && isOpen(ref.current)) opened();
    // Gone while open (the page changed): the page must not stay hidden.
    return reveal;
    // Mount-only: `opened` reads refs and constant props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onTriggerClick(event: MouseEvent<HTMLButtonElement>) {
    const dialog = ref.current;
    if (!dialog || isOpen(dialog)) return; // the native toggle closes it
    event.preventDefault();
    dialog.showModal();
    opened();
  }

  function onToggle(event: SyntheticEvent<HTMLDialogElement>) {
    const state = (event.nativeEvent as ToggleEvent).newState;
    if (state === "open") opened();
    else closed();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    if (event.target !== dialog || !dialog.open) return;
    // A click on the backdrop of the modal dialog lands on the dialog itself, outside its box.
    const r = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= r.left &&
      event.clientX <= r.right &&
      event.clientY >= r.top &&
      event.clientY <= r.bottom;
    if (!inside) closeOverlay(dialog);
  }

  /** A link in the dialog: close first (and drop its history entry), then navigate. */
  function onClickCapture(event: MouseEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    const link = (event.target as Element).closest("a[href]");
    if (!link || !isPlainLeftClick(event)) return;
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//") || link.getAttribute("target")) {
      closeOverlay(dialog);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const popped = popOverlayEntry(id);
    closeOverlay(dialog);
    void popped.then(() => navigate(href));
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={id}
        {...invoke("show-modal", id)}
        aria-haspopup="dialog"
        onClick={onTriggerClick}
        {...triggerProps}
      >
        {trigger}
      </button>
      <dialog
        ref={ref}
        id={id}
        popover="auto"
        // A tap on the backdrop closes it before the scripts and without them, as the popover
        // fallback does (Chromium 134+; `onDialogClick` below does it where this is not known).
        {...{ closedby: "any" }}
        aria-labelledby={`${id}-title`}
        onToggle={onToggle}
        onClose={closed}
        onClick={onDialogClick}
        onClickCapture={onClickCapture}
        onKeyDown={keepTabInside}
        className={cn(
          "fixed z-50 overflow-y-auto overscroll-contain bg-white p-6 text-slate-900 shadow-2xl",
          "opacity-0 transition-[opacity,translate,scale,display,overlay] transition-discrete duration-200 ease-out open:opacity-100 starting:open:opacity-0 motion-reduce:transition-none",
          "backdrop:bg-slate-950/60",
          sideClasses[side],
        )}
      >
        {/* Focused when the dialog opens (`autofocus`: showModal() and, before hydration, the
            popover's own opening), not the first link of the content: the legal facts' chat link
            had the focus, and Enter followed it. Closed, it is not rendered, so neither the page's
            load nor hydration can focus it. First in the dialog, though drawn in its corner: without
            JavaScript (no focus trap), Tab goes from it into the dialog, not out behind it. */}
        {closeLabel ? (
          <NativeDialogClose
            dialogId={id}
            autoFocus
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </NativeDialogClose>
        ) : null}
        <h2 id={`${id}-title`} className={titleClassName}>
          {title}
        </h2>
        {children}
      </dialog>
    </>
  );
}

type DialogButtonProps = Omit<ComponentProps<"button">, "onClick" | "type"> & { dialogId: string };

/**
 * A button that acts on the NativeDialog `dialogId` rendered elsewhere: natively through its popover
 * attributes before hydration; once hydrated, `act` does it instead when it returns true.
 */
function DialogButton({
  dialogId,
  act,
  command,
  ...props
}: DialogButtonProps & {
  act: (dialog: HTMLDialogElement) => boolean;
  command: "show-modal" | "close";
} & Pick<ComponentProps<"button">, "popoverTargetAction">) {
  return (
    <button
      type="button"
      popoverTarget={dialogId}
      {...invoke(command, dialogId)}
      onClick={(event) => {
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement && act(dialog)) event.preventDefault();
      }}
      {...props}
    />
  );
}

/** A button that closes the NativeDialog `dialogId` (natively before hydration). */
export function NativeDialogClose(props: DialogButtonProps) {
  return (
    <DialogButton
      popoverTargetAction="hide"
      command="close"
      act={(dialog) => {
        closeOverlay(dialog);
        return true;
      }}
      {...props}
    />
  );
}

/**
 * Another button that opens the NativeDialog `dialogId` rendered elsewhere on the page, so a
 * dialog two places offer is in the HTML once. Natively (a popover) before hydration, and while
 * the dialog is still server markup waiting for its island's code; then as a modal, like the
 * dialog's own trigger.
 */
export function NativeDialogTrigger(props: DialogButtonProps) {
  return (
    <DialogButton
      command="show-modal"
      aria-haspopup="dialog"
      act={(dialog) => {
        if (isOpen(dialog) || dialog.closest("[data-island]:not([data-island-ready])"))
          return false;
        dialog.showModal();
        return true;
      }}
      {...props}
    />
  );
}
