import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { CampaignFields } from "~/components/ui/campaign-fields";
import { cn } from "~/lib/cn";
import { REPLAY_CLICK } from "~/lib/island";

/** The query parameter a filter's choice travels in without JavaScript: `?filter=web`. */
const FILTER_PARAM = "filter";

/**
 * The filter chosen in the address, or the first (all). Server-rendered from `?filter=`, so the
 * page a filter button asked for without JavaScript comes filtered, and hydrates as it was drawn.
 */
export function useFilterFromAddress<F extends string>(filters: readonly F[]) {
  const [params] = useSearchParams();
  const asked = params.get(FILTER_PARAM);
  return useState<F>(filters.find((f) => f === asked) ?? filters[0]!);
}

/**
 * Writes the choice made in place into the address, as the no-JavaScript form would have (the
 * first filter, all, as none): a reload or a shared link shows what the visitor sees. Replaced,
 * not pushed, and outside the router: a filter is not a page to go Back to, and the router would
 * fetch the route's data again for a new search.
 */
function showInAddress<F extends string>(filters: readonly F[], chosen: F) {
  const url = new URL(window.location.href);
  if (chosen === filters[0]) url.searchParams.delete(FILTER_PARAM);
  else url.searchParams.set(FILTER_PARAM, chosen);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * A filter's buttons as a real GET form (docs/decisions/305-filters-work-without-javascript.md):
 * without JavaScript a button asks for the page with `?filter=<id>`, which the server renders
 * filtered and lands at `anchor`; with it, the click filters in place. A click while the island's
 * code is still on its way is held and given again once it has (REPLAY_CLICK).
 */
export function FilterButtons<F extends string>({
  filters,
  value,
  onChange,
  label,
  labelOf,
  anchor,
  className,
}: {
  filters: readonly F[];
  value: F;
  onChange: (filter: F) => void;
  label: string;
  labelOf: (filter: F) => string;
  anchor: string;
  className: string;
}) {
  const { pathname } = useLocation();
  return (
    // The group is a div in the form: a form may not take the group role (ARIA in HTML).
    <form method="get" action={`${pathname}#${anchor}`}>
      <CampaignFields />
      <div role="group" aria-label={label} className={className}>
        {filters.map((f) => (
          <button
            key={f}
            type="submit"
            name={FILTER_PARAM}
            value={f}
            aria-pressed={value === f}
            {...REPLAY_CLICK}
            onClick={(event) => {
              event.preventDefault();
              onChange(f);
              showInAddress(filters, f);
            }}
            className={cn(
              "min-h-11 rounded-full px-5 text-sm font-semibold ring-1 transition-colors",
              value === f
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
            )}
          >
            {labelOf(f)}
          </button>
        ))}
      </div>
    </form>
  );
}
