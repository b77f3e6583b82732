/**
 * What the server hands React Router's loaders when it renders a request at run time
 * (docs/decisions/130-ssr-for-dynamic-requests.md). While pages are prerendered at build time
 * none of it is there, so every field is optional.
 */
import type { SearchResult } from "~/features/search/search";
import type { Lang } from "~/i18n/languages";
import type { FormOutcome } from "./form-outcome";

export interface SiteLoadContext {
  /** Site search over the build's index of one language. */
  searchSite?: (lang: Lang, query: string) => Promise<SearchResult[] | null>;
  /** A form posted without JavaScript that the server did not accept, to render on the page. */
  formOutcome?: FormOutcome;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
