/**
 * Marks what the floating chat button must not cover (`{...FAB_CLEAR}` on it): the button hides
 * while it lies over one (app/components/layout/use-clear-of.ts). On a control ("Request a quote"
 * in the calculator's sticky summary), and on a whole form (the lead forms, the calculator's
 * options): over a form it stays hidden from its first row to its last, rather than coming and
 * going between the fields, and the right end of a field or an option is never under it when the
 * first tap comes.
 */
export const FAB_CLEAR = { "data-fab-clear": "" } as const;
