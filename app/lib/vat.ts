/** Dutch VAT (BTW) standard rate. Its own module: pages that only print it skip the price tables. */
export const VAT_RATE = 0.21;
export const CURRENCY = "EUR";
