import { BadgeEuro, MessagesSquare, TrendingUp, type LucideIcon } from "lucide-react";
import { VALUE_IDS } from "~/content/home";
import { useI18n } from "~/i18n/i18n-context";

const ICONS: Record<(typeof VALUE_IDS)[number], LucideIcon> = {
  direct: MessagesSquare,
  transparent: BadgeEuro,
  results: TrendingUp,
};

/** Three "why choose us" values (docs/product.md §4). */
export function WhyChooseUs() {
  const { t } = useI18n();
  return (
    <div className="mt-16">
      <h3 className="text-center text-2xl font-bold text-slate-950">
        {t("home.about.whyHeading")}
      </h3>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {VALUE_IDS.map((id) => {
          const Icon = ICONS[id];
          return (
            <li key={id} className="rounded-2xl bg-brand-900 p-6 text-white">
              <Icon aria-hidden="true" className="h-7 w-7 text-orange-300" />
              <h4 className="mt-4 text-lg font-bold">{t(`home.about.values.${id}.title`)}</h4>
              <p className="mt-2 text-brand-100">{t(`home.about.values.${id}.text`)}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
