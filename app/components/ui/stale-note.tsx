import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A price form's note that the prices shown no longer match its options
 * (docs/decisions/307-stale-calculator-prices.md). It is rendered only until the page has hydrated
 * and hidden by app/app.css unless the form (`.live-form`) in its box (`.live-prices`) differs
 * from what the page was rendered with: a radio or checkbox off its default, or a range input
 * moved (`MarkRangeMoves`). Once the form's island has hydrated its prices follow every choice.
 * `className`: rounding, padding and margin (no class merging here, see app/lib/cn.ts).
 */
export function StaleNote({ className, children }: { className: string; children: ReactNode }) {
  if (useHydrated()) return null;
  return (
    <div
      className={cn(
        "stale-note border border-amber-300 bg-amber-50 text-sm text-slate-900",
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * Runs as the form is parsed: a moved range input marks the form changed (`data-changed`), the one
 * change CSS cannot see; radios and checkboxes need no mark, and unticking again undoes theirs.
 */
const MARK_RANGE_MOVES = `document.currentScript.closest("form").addEventListener("input",function(e){if(e.target.type=="range")this.setAttribute("data-changed","")})`;

/** Inside a `.live-form` with a range input, before hydration only (its listener outlives it). */
export function MarkRangeMoves() {
  if (useHydrated()) return null;
  return <script dangerouslySetInnerHTML={{ __html: MARK_RANGE_MOVES }} />;
}
