import { ArrowRight, Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PhoneButton } from "~/components/layout/phone-button";
import { HERO_FEATURE_IDS } from "~/content/home";
import { CLAIMS } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";
import { CLAIM_VARS } from "./claims";

const FEATURE_VARS = {
  launch: CLAIM_VARS,
  speed: { seconds: CLAIM_VARS.seconds, percent: CLAIMS.lossPerSecondDelayPercent },
  mobile: { percent: CLAIMS.mobileBrowsingPercent },
} as const;

/**
 * Hero (docs/product.md §4): subtitle, three title lines, description, calls to action, feature
 * card.
 */
export function HeroSection() {
  const { t, lang } = useI18n();
  const contact = pathFor("home", lang, "contact");
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-orange-50"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t("home.hero.subtitle")}
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-[2.2rem] leading-tight font-extrabold tracking-tight text-slate-950 sm:text-5xl xl:text-6xl"
          >
            {/* Spaces between the lines: the heading's text (search results, reader views, a
                shared link) is one sentence, not "Websites thatbring in clients". */}
            <span className="block">{t("home.hero.titleLine1")}</span>{" "}
            <span className="block text-brand-700">{t("home.hero.titleLine2")}</span>{" "}
            <span className="block">{t("home.hero.titleLine3", CLAIM_VARS)}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">
            {t("home.hero.description", CLAIM_VARS)}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to={contact} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {t("home.hero.start")}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link
              to={contact}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t("home.hero.redesign")}
            </Link>
          </div>
          <PhoneButton
            className={cn(buttonVariants({ variant: "outline" }), "mt-4 w-full sm:w-auto")}
          />
        </div>
        <HeroCard />
      </div>
    </section>
  );
}

function HeroCard() {
  const { t } = useI18n();
  return (
    <div className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
      {/* On the left: on a phone the chat button sits over the card's right corner. */}
      <p
        data-print-ground
        className="absolute -top-4 left-6 inline-flex items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white shadow"
      >
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        {t("home.hero.aiBadge")}
      </p>
      <h2 className="text-xl font-bold text-slate-950">{t("home.hero.cardTitle")}</h2>
      <ul className="mt-5 grid gap-4">
        {HERO_FEATURE_IDS.map((id) => (
          <li key={id} className="flex gap-3 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            <span>{t(`home.hero.feature.${id}`, FEATURE_VARS[id])}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-6">
        <div className="flex flex-col-reverse">
          <dt className="text-sm text-slate-600">
            {t("home.hero.statYears", { years: CLAIMS.yearsExperience })}
          </dt>
          <dd className="text-3xl font-extrabold text-brand-800">{`${CLAIMS.yearsExperience}+`}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-sm text-slate-600">
            {t("home.hero.statClients", { clients: CLAIMS.clients })}
          </dt>
          <dd className="text-3xl font-extrabold text-brand-800">{`${CLAIMS.clients}+`}</dd>
        </div>
      </dl>
    </div>
  );
}
