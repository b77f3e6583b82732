/**
 * Toasts (SPEC 8). sonner is imported on demand: the app shell mounts its <Toaster/> lazily after
 * hydration, so the home page's first load never pays for it either.
 */
export async function notify(
  kind: "success" | "error",
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, { description });
}
