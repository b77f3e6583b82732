/** The site search: results on the language home for ?q= (docs/product.md §11). */
export const search = {
  "search.heading": "Search results for “{query}”",
  "search.count.one": "{count} page found",
  "search.count.few": "{count} pages found",
  "search.count.many": "{count} pages found",
  "search.count.other": "{count} pages found",
  "search.none": "No page matches your search.",
  "search.noneHint": "Try a different or shorter word, or go straight to one of these pages:",
  "search.error": "The search is not available right now. Please try again later.",
  "search.label": "Search the site",
  "search.placeholder": "What are you looking for?",
  "search.button": "Search",
  "search.close": "Close the search results",
} as const;
