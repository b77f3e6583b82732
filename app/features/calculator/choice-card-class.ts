/**
 * The calculator's option cards (platform, add-ons): plain, or chosen when the input inside is
 * checked. Styled by the input's own `:checked`, not by React's state, so a tap before the scripts
 * have arrived moves the highlight with the dot (docs/decisions/307-stale-calculator-prices.md).
 */
export const CHOICE_CARD_CLASS =
  "cursor-pointer border-slate-200 bg-white not-has-[:checked]:hover:border-slate-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";
