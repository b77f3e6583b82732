import { Blocks, Sparkles } from "lucide-react";
import { useI18n } from "~/i18n/i18n-context";
import { PLATFORMS, PRICING, type Platform } from "~/lib/pricing";
import { formatMoney } from "~/lib/format-money";
import { CHOICE_CARD_CLASS } from "./choice-card-class";
import { InfoTip } from "./info-tip";
import { StruckPrice } from "./struck-price";

const ICONS = { elementor: Blocks, lovable: Sparkles } as const;

/** Platform choice (docs/product.md §5.1): native radio buttons, styled as cards. */
export function PlatformPicker({
  value,
  onChange,
}: {
  value: Platform;
  onChange: (platform: Platform) => void;
}) {
  const { t, option } = useI18n();
  return (
    <fieldset className="relative">
      <legend className="flex items-center gap-1 text-lg font-bold text-slate-950">
        {t("calculator.platformLegend")}
        <InfoTip
          label={t("calculator.moreInfo", { topic: t(`calculator.platform.${value}.name`) })}
          text={t(`calculator.tip.platform.${value}`)}
        />
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PLATFORMS.map((platform) => {
          const Icon = ICONS[platform];
          const rules = PRICING[platform];
          const checked = value === platform;
          return (
            <label
              key={platform}
              className={`relative flex gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${CHOICE_CARD_CLASS}`}
            >
              <input
                type="radio"
                name="platform"
                value={platform}
                checked={checked}
                data-fixed-pages={rules.fixedPages || undefined}
                onChange={() => onChange(platform)}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="grid gap-1">
                <span className="flex items-center gap-2 font-bold text-slate-950">
                  <Icon aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  {t(`calculator.platform.${platform}.name`)}
                </span>
                <span className="text-sm text-slate-700">
                  {t(`calculator.platform.${platform}.description`)}
                </span>
                <span className="text-sm font-semibold text-slate-900">
                  {rules.originalBase !== null ? (
                    <StruckPrice
                      amount={rules.originalBase}
                      className="font-normal text-slate-600"
                    />
                  ) : null}
                  {/* One text node with its space: no separator comment in the page. */}
                  {(rules.originalBase !== null ? " " : "") +
                    formatMoney(rules.base, option.locale)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
