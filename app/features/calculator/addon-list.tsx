import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/cn";
import { ADDONS, PRICING, isAddonIncluded, type Addon, type Platform } from "~/lib/pricing";
import { formatMoney } from "~/lib/format-money";
import { CHOICE_CARD_CLASS } from "./choice-card-class";

/**
 * Extras (docs/product.md §5.1): a checkbox per add-on with its price on the chosen platform; one
 * that the platform does not offer is disabled and says why; one that its price includes is ticked
 * and cannot be unticked (the visitor's own choice stays for a switch back).
 */
export function AddonList({
  platform,
  selected,
  kept,
  onToggle,
}: {
  platform: Platform;
  selected: readonly Addon[];
  /** Add-ons the address names; one the platform lacks is sent on before the scripts. */
  kept: readonly Addon[];
  onToggle: (addon: Addon, on: boolean) => void;
}) {
  const { t, option } = useI18n();
  const hydrated = useHydrated();
  const platformName = t(`calculator.platform.${platform}.name`);
  return (
    <fieldset>
      <legend className="text-lg font-bold text-slate-950">{t("calculator.addonsLegend")}</legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {ADDONS.map((addon) => {
          const price = PRICING[platform].addons[addon];
          const available = price !== null;
          const id = `addon-${addon}`;
          const included = isAddonIncluded(platform, addon);
          const checked = included || (available && selected.includes(addon));
          return (
            <li key={addon}>
              <label
                htmlFor={id}
                className={cn(
                  "flex h-full gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  !available && "cursor-not-allowed border-dashed border-slate-300 bg-slate-50",
                  available && CHOICE_CARD_CLASS,
                )}
              >
                <input
                  id={id}
                  type="checkbox"
                  name="addons"
                  value={addon}
                  checked={checked}
                  disabled={!available || included}
                  aria-describedby={`${id}-note`}
                  onChange={(e) => onToggle(addon, e.currentTarget.checked)}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                {/* A disabled box is not sent: the choice travels on for a switch back (decision 312). */}
                {(!available || included) && !hydrated && kept.includes(addon) ? (
                  <input type="hidden" name="addons" value={addon} />
                ) : null}
                <span className="grid flex-1 gap-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span
                      className={cn(
                        "font-semibold",
                        available ? "text-slate-950" : "text-slate-700",
                      )}
                    >
                      {t(`calculator.addon.${addon}.name`)}
                    </span>
                    {available ? (
                      <span className="text-sm font-semibold text-brand-800 tabular-nums">
                        {price === 0
                          ? t("calculator.included")
                          : `+${formatMoney(price, option.locale)}`}
                      </span>
                    ) : null}
                  </span>
                  {/* Platform-bound, so out of date like the prices until they follow (307). */}
                  <span
                    id={`${id}-note`}
                    className={cn("text-sm text-slate-700", !available && "stale-dim")}
                  >
                    {available
                      ? t(`calculator.addon.${addon}.description`)
                      : t("calculator.unavailable", { platform: platformName })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
