import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { fabClear } from "~/lib/fab-clear";
import { REPLAY_CLICK } from "~/lib/island";
import { sectionHashOr } from "~/lib/section-hash";

/** The query parameter a filter's choice travels in without JavaScript: `?filter=web`. */
const FILTER_PARAM = "filter";

/**
 * The filter chosen in the address (`?<param>=`), or the first (all). Server-rendered from the
 * query, so the page a filter button asked for without JavaScript comes filtered, and hydrates as
 * it was drawn.
 */
export function useFilterFromAddress<F extends string>(
  filters: readonly F[],
  param: string = FILTER_PARAM,
) {
  const [params] = useSearchParams();
  const asked = params.get(param);
  return useState<F>(filters.find((f) => f === asked) ?? filters[0]!);
}

/**
 * Writes the choice made in place into the address, as the no-JavaScript form would have (the
 * first filter, all, as none): a reload or a shared link shows what the visitor sees. Replaced,
 * not pushed, and outside the router: a filter is not a page to go Back to, and the router would
 * fetch the route's data again for a new search.
 */
function showInAddress<F extends string>(
  filters: readonly F[],
  chosen: F,
  param: string,
  anchor: string,
) {
  const url = new URL(window.location.href);
  if (chosen === filters[0]) url.searchParams.delete(param);
  else url.searchParams.set(param, chosen);
  // With the form's anchor too, so the address leads back to the filtered list.
  url.hash = sectionHashOr(`#${anchor}`);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The rest of the address's query as hidden inputs: campaign tags, a demo's `from`, the
 * calculator's choice. A filter chosen without JavaScript keeps them, as one chosen in place does.
 */
function OtherQueryFields({ except }: { except: string }) {
  const params = [...new URLSearchParams(useLocation().search)];
  return params
    .filter(([name]) => name !== except)
    .map(([name, value], i) => (
      <input key={`${i}-${name}`} type="hidden" name={name} value={value} />
    ));
}

/** The site's filter chips: brand blue when chosen. */
function brandChip(active: boolean): string {
  return cn(
    "min-h-11 rounded-full px-5 text-sm font-semibold ring-1 transition-colors",
    active
      ? "bg-brand-700 text-white ring-brand-700"
      : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
  );
}

/**
 * A filter's buttons as a real GET form (docs/decisions/305-filters-work-without-javascript.md):
 * without JavaScript a button asks for the page with `?<param>=<id>` (`?filter=` unless told),
 * which the server renders filtered and lands at `anchor`; with it, the click filters in place. A
 * click while the island's code is still on its way is held and given again once it has
 * (REPLAY_CLICK). `chipClass` draws a button, chosen or not (the site's chips by default).
 */
export function FilterButtons<F extends string>({
  filters,
  value,
  onChange,
  label,
  labelOf,
  anchor,
  className,
  param = FILTER_PARAM,
  chipClass = brandChip,
}: {
  filters: readonly F[];
  value: F;
  onChange: (filter: F) => void;
  label: string;
  labelOf: (filter: F) => string;
  anchor: string;
  className: string;
  param?: string;
  chipClass?: (active: boolean) => string;
}) {
  const { pathname } = useLocation();
  return (
    // The group is a div in the form: a form may not take the group role (ARIA in HTML).
    <form method="get" action={`${pathname}#${anchor}`} {...fabClear("filters")}>
      <OtherQueryFields except={param} />
      <div role="group" aria-label={label} className={className}>
        {filters.map((f) => (
          <button
            key={f}
            type="submit"
            name={param}
            value={f}
            aria-pressed={value === f}
            {...REPLAY_CLICK}
            onClick={(event) => {
              event.preventDefault();
              onChange(f);
              showInAddress(filters, f, param, anchor);
            }}
            className={chipClass(value === f)}
          >
            {labelOf(f)}
          </button>
        ))}
      </div>
    </form>
  );
}
