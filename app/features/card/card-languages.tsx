import { CARD_LANGUAGES, PROFICIENCY_DOTS, filledDots } from "~/content/card";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";

const DOTS = Array.from({ length: PROFICIENCY_DOTS }, (_, i) => i);

/**
 * Five languages with proficiency dots, one per 20 % begun (docs/product.md §8). The dots are
 * decoration (aria-hidden); the level and the percentage are text, so everyone gets the same
 * information.
 */
export function CardLanguages() {
  const { t, option } = useI18n();
  const percent = new Intl.NumberFormat(option.locale, { style: "percent" });
  return (
    <section aria-labelledby="card-languages-title">
      <h2 id="card-languages-title" className="text-lg font-bold text-slate-950">
        {t("card.languagesHeading")}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {CARD_LANGUAGES.map((language) => {
          const filled = filledDots(language.percent);
          return (
            <li
              key={language.key}
              data-percent={language.percent}
              className="flex items-center justify-between gap-4 py-2.5"
            >
              <span className="flex flex-col">
                <span className="font-semibold text-slate-950">
                  {t(`card.language.${language.key}`)}
                </span>
                <span className="text-sm text-slate-700">
                  {t(`card.level.${language.level}`)} · {percent.format(language.percent / 100)}
                </span>
              </span>
              <span aria-hidden="true" data-dots={filled} className="flex gap-1.5">
                {DOTS.map((i) => (
                  <span
                    key={i}
                    data-filled={i < filled}
                    className={cn(
                      "h-3 w-3 rounded-full",
                      i < filled ? "bg-brand-700" : "bg-slate-200 ring-1 ring-slate-300",
                    )}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
