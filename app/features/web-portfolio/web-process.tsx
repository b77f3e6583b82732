import { SectionHeading } from "~/components/sections/section-heading";
import { CLAIMS } from "~/content/studio";
import { PROCESS_STEPS } from "~/content/web-portfolio";
import { useI18n } from "~/i18n/i18n-context";

/**
 * The four-step process (docs/product.md §7.3), quoting the studio's claims for call, prototype and
 * launch.
 */
export function WebProcess() {
  const { t } = useI18n();
  const vars = {
    minutes: CLAIMS.consultationMinutes,
    prototypeDays: CLAIMS.prototypeDays,
    launchDays: CLAIMS.launchDays,
  };
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="process-title"
          title={t("webPortfolio.process.heading")}
          intro={t("webPortfolio.process.intro")}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <p className="flex items-center gap-3 text-sm font-semibold text-brand-700">
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 text-base font-bold text-white"
                >
                  {index + 1}
                </span>
                {t("webPortfolio.process.step", { number: index + 1 })}
              </p>
              <h3 className="mt-4 text-lg font-bold text-slate-950">
                {t(`webPortfolio.process.${step}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-700">
                {t(`webPortfolio.process.${step}.text`, vars)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
