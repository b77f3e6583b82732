/**
 * A query with the commas of a list (`addons=ecommerce,seo`) written out instead of `%2C`: for
 * addresses a visitor reads (the calculator's, the sent page's way back). Its own module, so that the
 * code every page loads (readable-path.ts is in it) does not carry it.
 */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ",");
}
