import type { Lang } from "~/i18n/languages";

/**
 * The two texts of the page shown when a page could not be loaded
 * (docs/decisions/300-failed-navigation-loads-the-page.md). They live here, not in the page
 * dictionaries, because a dictionary that did not arrive may be what failed.
 */
export const RECOVERY_TEXTS: Readonly<Record<Lang, { heading: string; retry: string }>> = {
  en: { heading: "This page could not be loaded.", retry: "Try again" },
  nl: { heading: "Deze pagina kon niet worden geladen.", retry: "Opnieuw proberen" },
  ua: { heading: "Не вдалося завантажити цю сторінку.", retry: "Спробувати ще раз" },
  fr: { heading: "Cette page n’a pas pu être chargée.", retry: "Réessayer" },
};
