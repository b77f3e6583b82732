/**
 * The least time between two sends of a lead form by one visitor (docs/product.md §6.1): the
 * server's default rate-limit interval, the browser's own check before a send, and the wait a
 * refusal names when the server gave none.
 */
export const RESEND_WAIT_SECONDS = 5;
