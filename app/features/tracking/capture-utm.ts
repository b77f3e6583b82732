import { useEffect } from "react";

/**
 * Keeps the campaign tags of the landing address for the visit (docs/product.md §13.3), so a quote
 * sent later still carries them. The UTM module (with its schema) loads only when the address has
 * tags.
 */
export function useCaptureUtmOnLanding(): void {
  useEffect(() => {
    if (!/[?&]utm_/.test(window.location.search)) return;
    void import("~/lib/utm").then((m) => m.captureUtm());
  }, []);
}
