import { LANGS } from "../i18n/languages";
import { CLAIMS } from "./studio";

/**
 * Prices and structure of the photo/video page (docs/product.md §7.1). Texts are in the `photo`
 * messages. All amounts in EUR, formatted per language with Intl.
 */
export const PHOTO_CURRENCY = "EUR";

/**
 * Each service card lists four features (docs/product.md §7.1): `photo.service.<id>.feature1` ...
 * `feature4`.
 */
export const SERVICE_FEATURES = ["feature1", "feature2", "feature3", "feature4"] as const;

export const PHOTO_SERVICES = [
  { id: "photography", icon: "camera", price: { min: 150, max: 400 } },
  { id: "videography", icon: "video", price: { min: 300, max: 800 } },
  { id: "events", icon: "party", price: { min: 500, max: 1200 } },
] as const;
export type PhotoServiceId = (typeof PHOTO_SERVICES)[number]["id"];
export type PhotoServiceIcon = (typeof PHOTO_SERVICES)[number]["icon"];

/** Session types: price from, per hour, and the usual length in hours (docs/product.md §7.1). */
export const PHOTO_SESSIONS = [
  { id: "individual", hourlyFrom: 100, hours: { min: 1, max: 2 } },
  { id: "lifestyle", hourlyFrom: 120, hours: { min: 1, max: 3 } },
  { id: "fashion", hourlyFrom: 150, hours: { min: 2, max: 4 } },
] as const;
export type PhotoSessionId = (typeof PHOTO_SESSIONS)[number]["id"];

/** Four reasons to choose the studio, with the claim each one quotes (docs/product.md §1). */
export const PHOTO_REASONS = [
  { id: "experience", icon: "award", vars: { years: CLAIMS.yearsPhotoExperience } },
  { id: "delivery", icon: "clock", vars: { days: CLAIMS.photoDeliveryDays } },
  { id: "languages", icon: "languages", vars: { count: LANGS.length } },
  { id: "allInOne", icon: "layers", vars: {} },
] as const;
export type PhotoReasonId = (typeof PHOTO_REASONS)[number]["id"];
export type PhotoReasonIcon = (typeof PHOTO_REASONS)[number]["icon"];
