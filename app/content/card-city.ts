import type { Lang } from "~/i18n/languages";

/**
 * The studio's city (`STUDIO.address.city`) where a language writes it otherwise, for the card's
 * location. A module of its own, imported only by the card's contact list (an island): STUDIO is
 * in every page's code, and the card page's first scripts are at their budget.
 */
export const CARD_CITY_NAMES: Partial<Record<Lang, string>> = { ua: "Амстердам" };
