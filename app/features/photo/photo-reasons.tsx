import { SectionHeading } from "~/components/sections/section-heading";
import { PHOTO_REASONS } from "~/content/photo-video";
import { useI18n } from "~/i18n/i18n-context";
import { PHOTO_ICONS } from "./photo-icons";

/** Four reasons to choose the studio (docs/product.md §7.1). */
export function PhotoReasons() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="reasons-title" className="bg-slate-50 py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="reasons-title" title={t("photo.reasons.heading")} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PHOTO_REASONS.map((reason) => {
            const Icon = PHOTO_ICONS[reason.icon];
            return (
              <li key={reason.id} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="h-8 w-8 text-accent-600" />
                <h3 className="mt-4 text-lg font-bold text-slate-950">
                  {t(`photo.reason.${reason.id}.title`, reason.vars)}
                </h3>
                <p className="mt-2 text-sm text-slate-700">
                  {t(`photo.reason.${reason.id}.text`, reason.vars)}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
