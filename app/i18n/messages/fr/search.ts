import type { search as en } from "../en/search";
import type { Translation } from "../types";

export const search: Translation<typeof en> = {
  "search.heading": "Résultats de recherche pour «\u00a0{query}\u00a0»",
  "search.count.one": "{count} page trouvée",
  "search.count.few": "{count} pages trouvées",
  "search.count.many": "{count} pages trouvées",
  "search.count.other": "{count} pages trouvées",
  "search.none": "Aucune page ne correspond à votre recherche.",
  "search.noneHint":
    "Essayez un autre mot ou un mot plus court, ou allez directement à l’une de ces pages\u00a0:",
  "search.error": "La recherche n’est pas disponible pour le moment. Veuillez réessayer plus tard.",
  "search.label": "Rechercher sur le site",
  "search.placeholder": "Que cherchez-vous\u00a0?",
  "search.button": "Rechercher",
  "search.close": "Fermer les résultats de recherche",
};
