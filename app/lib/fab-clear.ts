/**
 * Marks a control the floating chat button must not cover (`{...FAB_CLEAR}` on it): the button
 * hides while it lies over one (app/components/layout/use-clear-of.ts).
 */
export const FAB_CLEAR = { "data-fab-clear": "" } as const;
