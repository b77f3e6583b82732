import type { CSSProperties } from "react";
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
      // In the page's font, not sonner's system stack; long enough to read on a phone. Its rich
      // colours' text is a shade darker than sonner's: 4.25:1 (success) and 4.34:1 (error) on
      // their grounds were under the 4.5:1 small text needs (WCAG 1.4.3).
      style={
        {
          fontFamily: "inherit",
          "--success-text": "hsl(140, 100%, 22%)",
          "--error-text": "hsl(360, 100%, 38%)",
        } as CSSProperties
      }
      duration={8000}
    />
  );
}
