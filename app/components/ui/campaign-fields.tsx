import { useLocation } from "react-router";
import { cleanUtmTag, UTM_KEYS } from "~/lib/utm-keys";

/**
 * The address's campaign tags (`utm_*`) as hidden inputs. Without JavaScript nothing stores them
 * (app/features/tracking/capture-utm.ts), so the calculator's GET form carries them on to the next address and the
 * quote form posts them with the request: a quote sent from a campaign link keeps its campaign
 * (docs/product.md §13.3). With JavaScript the send adds the stored tags itself.
 */
export function CampaignFields() {
  const params = new URLSearchParams(useLocation().search);
  return UTM_KEYS.flatMap((key) => {
    const value = cleanUtmTag(params.get(key));
    return value ? [<input key={key} type="hidden" name={key} value={value} />] : [];
  });
}
