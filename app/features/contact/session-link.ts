import { PHOTO_SESSIONS, type PhotoSessionId } from "~/content/photo-video";
import type { Lang } from "~/i18n/languages";
import { pathFor } from "~/i18n/pages";

/** The query parameter "Book this session" adds to the home page's contact link. */
export const SESSION_PARAM = "session";

/** The contact form of the language's home, told which photo session the visitor chose. */
export function bookSessionPath(lang: Lang, session: PhotoSessionId): string {
  return `${pathFor("home", lang)}?${SESSION_PARAM}=${session}#contact`;
}

export function isSessionId(value: string | null): value is PhotoSessionId {
  return PHOTO_SESSIONS.some((s) => s.id === value);
}
