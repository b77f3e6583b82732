import { Toaster as Sonner } from "sonner";

/**
 * Toasts (sonner), mounted by the app shell once wanted (see toaster-gate). They appear just below
 * the header bar (72 px on a wide screen, 64 px on a phone), never over its links and buttons.
 */
export default function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={{ top: 88 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
    />
  );
}
