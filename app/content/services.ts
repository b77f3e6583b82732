/**
 * The six web services of the home page (docs/product.md §4). Texts live in the messages under
 * `home.services.<id>.*`; this list decides which cards exist and in what order.
 */
export const SERVICE_IDS = ["web", "marketing", "mobile", "seo", "design", "speed"] as const;
