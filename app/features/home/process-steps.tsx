import { PROCESS_STEP_IDS } from "~/content/home";
import { CLAIM_VARS } from "./claims";
import { useI18n } from "~/i18n/i18n-context";

/** The four-step process (docs/product.md §4), from idea to growth. */
export function ProcessSteps() {
  const { t } = useI18n();
  return (
    <div>
      <h3 className="text-2xl font-bold text-slate-950">{t("home.about.processHeading")}</h3>
      <ol className="mt-6 grid gap-4">
        {PROCESS_STEP_IDS.map((id, index) => (
          <li
            key={id}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="sr-only">{t("home.about.step", { number: index + 1 })}</p>
              <h4 className="font-bold text-slate-950">{t(`home.about.steps.${id}.title`)}</h4>
              <p className="mt-1 text-slate-700">
                {t(`home.about.steps.${id}.text`, { days: CLAIM_VARS.prototypeDays })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
