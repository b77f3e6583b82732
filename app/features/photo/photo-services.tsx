import { Check } from "lucide-react";
import { SectionHeading } from "~/components/sections/section-heading";
import { PHOTO_CURRENCY, PHOTO_SERVICES, SERVICE_FEATURES } from "~/content/photo-video";
import { CLAIMS } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { PHOTO_ICONS } from "./photo-icons";
import { formatMoneyRange } from "~/lib/format-money";

/**
 * Three service cards: icon, title, description, four features and a price range
 * (docs/product.md §7.1).
 */
export function PhotoServices() {
  const { t, option } = useI18n();
  return (
    <section id="services" aria-labelledby="services-title" className="py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          title={t("photo.services.heading")}
          intro={t("photo.services.intro")}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PHOTO_SERVICES.map((service) => {
            const Icon = PHOTO_ICONS[service.icon];
            return (
              <li
                key={service.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-slate-950">
                  {t(`photo.service.${service.id}.title`)}
                </h3>
                <p className="mt-2 text-slate-700">
                  {t(`photo.service.${service.id}.description`)}
                </p>
                <ul className="mt-5 flex-1 space-y-2">
                  {SERVICE_FEATURES.map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm text-slate-800">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 h-4 w-4 shrink-0 text-brand-700"
                      />
                      {t(`photo.service.${service.id}.${feature}`, {
                        days: CLAIMS.photoDeliveryDays,
                      })}
                    </li>
                  ))}
                </ul>
                <p className="mt-6 border-t border-slate-200 pt-4">
                  <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {t("photo.services.priceLabel")}
                  </span>{" "}
                  <span className="text-2xl font-extrabold text-slate-950">
                    {formatMoneyRange(service.price, option.locale, {
                      currency: PHOTO_CURRENCY,
                    })}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">{t("photo.services.priceNote")}</p>
      </div>
    </section>
  );
}
