import { Toaster as Sonner } from "sonner";

/** Toasts (sonner), loaded after hydration so pages without forms never pay for them. */
export default function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}
