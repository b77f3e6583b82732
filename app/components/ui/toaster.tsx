import { Toaster as Sonner } from "sonner";

/** Toasts (sonner), mounted by the app shell once wanted (see toaster-gate). */
export default function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}
