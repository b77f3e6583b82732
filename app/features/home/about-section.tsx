import { Award, Globe2, Users, type LucideIcon } from "lucide-react";
import { ABOUT_BADGE_IDS } from "~/content/home";
import { useI18n } from "~/i18n/i18n-context";
import { CLAIM_VARS } from "./claims";
import { FounderCard } from "./founder-card";
import { ProcessSteps } from "./process-steps";
import { SectionHeading } from "./section-heading";
import { WhyChooseUs } from "./why-choose-us";

const BADGE_ICONS: Record<(typeof ABOUT_BADGE_IDS)[number], LucideIcon> = {
  experience: Award,
  clients: Users,
  languages: Globe2,
};

/**
 * About (docs/product.md §4): founder-led notice, value proposition, three badges, the four-step
 * process, the founder card with the legal line, and three reasons to choose the studio.
 */
export function AboutSection() {
  const { t } = useI18n();
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="bg-gradient-to-b from-slate-50 to-white py-16 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="about-title" title={t("home.about.heading")} />
        <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-900">
              {t("home.about.founderLed")}
            </p>
            <h3 className="mt-8 text-2xl font-bold text-slate-950">{t("home.about.valueTitle")}</h3>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">
              {t("home.about.valueText", CLAIM_VARS)}
            </p>
            <ul className="mt-6 flex flex-wrap gap-3">
              {ABOUT_BADGE_IDS.map((id) => {
                const Icon = BADGE_ICONS[id];
                return (
                  <li
                    key={id}
                    className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200"
                  >
                    <Icon aria-hidden="true" className="h-4 w-4 text-brand-700" />
                    {t(`home.about.badge.${id}`, CLAIM_VARS)}
                  </li>
                );
              })}
            </ul>
            <FounderCard />
          </div>
          <ProcessSteps />
        </div>
        <WhyChooseUs />
      </div>
    </section>
  );
}
