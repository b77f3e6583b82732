/** Labels of the legal pages (their bodies are content: app/content/legal). */
export const legalPages = {
  "legalPages.updated": "Last updated: {date}",
  "legalPages.contents": "On this page",
  "legalPages.cookieSettingsHint": "Change your choice now:",
} as const;
