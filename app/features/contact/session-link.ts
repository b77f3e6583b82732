import { PHOTO_SESSIONS, type PhotoSessionId } from "~/content/photo-video";
import type { Lang } from "~/i18n/languages";
import { pathFor } from "~/i18n/pages";

/** The query parameter "Book this session" adds to the home page's contact link. */
export const SESSION_PARAM = "session";

/**
 * The contact form of the language's home, told which photo session the visitor chose. It lands on
 * the form itself: on a phone the section's heading and contact details fill a screen above it.
 */
export function bookSessionPath(lang: Lang, session: PhotoSessionId): string {
  return `${pathFor("home", lang)}?${SESSION_PARAM}=${session}#${CONTACT_FORM_ID}`;
}

/** The id of the home page's contact form card (its heading and the form). */
export const CONTACT_FORM_ID = "contact-form";

export function isSessionId(value: string | null): value is PhotoSessionId {
  return PHOTO_SESSIONS.some((s) => s.id === value);
}
