/**
 * What the floating chat button must not cover: the lead forms (contact, dental), the calculator's
 * options and its "Request a quote", a row of filter buttons (one per page). Each has a name of its own, so that CSS can follow each with
 * a scroll timeline.
 */
export type FabClearName = "contact" | "dental" | "filters" | "options" | "quote";

/**
 * Marks one of them (`{...fabClear("contact")}`): the button hides while it lies over it. Before
 * its script runs, a scroll-driven animation does so below `xl` (app.css); once it runs,
 * app/components/layout/use-clear-of.ts does at every width
 * (docs/decisions/355-banner-and-chat-button-clear-the-page.md). Over a form it stays hidden from
 * its first row to its last, rather than coming and going between the fields, and the right end of
 * a field or an option is never under it when the first tap comes.
 */
export const fabClear = (name: FabClearName) => ({ "data-fab-clear": name }) as const;
