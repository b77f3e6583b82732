import {
  Code2,
  Gauge,
  Megaphone,
  Palette,
  Search,
  Smartphone,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SERVICE_IDS } from "~/content/services";
import { CLAIMS } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { CLAIM_VARS } from "./claims";
import { SectionHeading } from "./section-heading";
import { useRevealOnScroll } from "./use-reveal-on-scroll";

/**
 * Each service's icon and the claim its card quotes (docs/product.md §1), by id. Keyed by any id, so
 * the owner removes or reorders a service in `app/content/services.ts` alone; a new id gets the
 * first icon and no claim until it is added here.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  web: Code2,
  marketing: Megaphone,
  mobile: Smartphone,
  seo: Search,
  design: Palette,
  speed: Gauge,
};

const VARS: Readonly<Record<string, Record<string, string | number>>> = {
  web: CLAIM_VARS,
  marketing: { percent: CLAIMS.adSavingsPercent },
  mobile: { percent: CLAIMS.mobileBrowsingPercent },
  seo: {},
  design: {},
  speed: { percent: CLAIMS.lossPerSecondDelayPercent, seconds: CLAIM_VARS.seconds },
};

/**
 * Services (docs/product.md §4): a card with two bullets for each id in `SERVICE_IDS`, fading in as
 * they scroll into view.
 */
export function ServicesSection() {
  const { t, lang } = useI18n();
  const grid = useRevealOnScroll<HTMLUListElement>();
  return (
    <section id="services" aria-labelledby="services-title" className="bg-white py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          title={t("home.services.heading")}
          intro={t("home.services.intro")}
        />
        <ul ref={grid} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_IDS.map((id) => {
            const Icon = ICONS[id] ?? Code2;
            return (
              <li
                key={id}
                data-reveal=""
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition-[opacity,translate] data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out"
              >
                <span
                  aria-hidden="true"
                  className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-slate-950">
                  {t(`home.services.${id}.title`)}
                </h3>
                <p className="mt-2 text-slate-700">
                  {t(`home.services.${id}.description`, VARS[id])}
                </p>
                <ul className="mt-4 grid gap-2 text-sm text-slate-800">
                  {(["bullet1", "bullet2"] as const).map((b) => (
                    <li key={b} className="flex gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500"
                      />
                      {t(`home.services.${id}.${b}`, VARS[id])}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link to={pathFor("home", lang, "contact")} className={buttonVariants({ size: "lg" })}>
            {t("home.services.cta")}
          </Link>
        </div>
      </div>
    </section>
  );
}
