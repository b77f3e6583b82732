import type { Lang } from "~/i18n/languages";
import { COUNTRY_NAMES } from "./studio";

/**
 * Where the studio works, named in each language, for the home page's structured data (only that
 * page's code imports this). Written out rather than asked of `Intl.DisplayNames`, whose first use
 * cost the phone about 65 ms before the page answered, and whose browser data names no continent
 * (docs/decisions/324-no-intl-before-the-page-answers.md).
 */
export const AREA_SERVED: readonly { type: "Country" | "Place"; name: Record<Lang, string> }[] = [
  { type: "Country", name: COUNTRY_NAMES },
  { type: "Place", name: { en: "Europe", nl: "Europa", ua: "Європа", fr: "Europe" } },
];
