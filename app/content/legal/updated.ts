/**
 * When the legal texts last changed (shown on each legal page). Its own module: the page's
 * heading needs the date, not the texts.
 */
export const LEGAL_UPDATED = "2026-12-07";
