/**
 * Structure of the home page sections (docs/product.md §4): which bullets, badges, steps and values
 * exist. Their texts are in the `home` messages; the numbers in them come from CLAIMS (studio.ts).
 */
export const HERO_FEATURE_IDS = ["launch", "speed", "mobile"] as const;

export const ABOUT_BADGE_IDS = ["experience", "clients", "languages"] as const;

/** The four-step process (docs/product.md §4). */
export const PROCESS_STEP_IDS = ["idea", "content", "integrations", "growth"] as const;

export const VALUE_IDS = ["direct", "transparent", "results"] as const;

/**
 * The founder's photo. A generated placeholder until the owner drops a real photo into
 * public/images and changes `src` (and the size) here.
 */
export const FOUNDER_PHOTO = {
  src: "/images/founder.svg",
  width: 480,
  height: 600,
} as const;
