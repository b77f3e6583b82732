import { showToast } from "~/components/ui/toaster-gate";

/** Toasts (SPEC 8): sonner and the toaster load on first use, so no page's first load pays for them. */
export function notify(
  kind: "success" | "error",
  title: string,
  description: string,
): Promise<void> {
  return showToast(kind, title, description);
}
