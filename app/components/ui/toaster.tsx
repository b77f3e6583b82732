import { Toaster as Sonner } from "sonner";

/**
 * Toasts (sonner), mounted by the app shell once wanted (see toaster-gate). They appear just below
 * the header bar (72 px on a wide screen, 64 px on a phone), never over its links and buttons.
 * Only pages with a form show toasts, and their dictionary has the `contact.toast.*` texts.
 */
export default function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  return (
    <Sonner
      position="top-center"
      offset={{ top: 88 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      // The region and its close buttons are named in the page's language (sonner's are English).
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
      // In the page's font, not sonner's system stack; long enough to read on a phone.
      style={{ fontFamily: "inherit" }}
      duration={8000}
    />
  );
}
