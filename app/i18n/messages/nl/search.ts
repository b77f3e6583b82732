import type { search as en } from "../en/search";
import type { Translation } from "../types";

export const search: Translation<typeof en> = {
  "search.heading": "Zoekresultaten voor ‘{query}’",
  "search.count.one": "{count} pagina gevonden",
  "search.count.few": "{count} pagina's gevonden",
  "search.count.many": "{count} pagina's gevonden",
  "search.count.other": "{count} pagina's gevonden",
  "search.none": "Geen enkele pagina past bij je zoekopdracht.",
  "search.noneHint": "Probeer een ander of korter woord, of ga direct naar een van deze pagina's:",
  "search.error": "Zoeken lukt nu even niet. Probeer het later opnieuw.",
  "search.label": "Doorzoek de site",
  "search.placeholder": "Waar zoek je naar?",
  "search.button": "Zoeken",
  "search.close": "Zoekresultaten sluiten",
};
