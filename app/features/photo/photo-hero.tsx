import { ArrowDown, CalendarCheck, Check } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CLAIMS } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/**
 * Photo/video page hero (docs/product.md §7.1): heading, intro, calls to action to services and
 * contact.
 */
export function PhotoHero() {
  const { t, lang } = useI18n();
  const facts = [
    t("photo.hero.factExperience", { years: CLAIMS.yearsPhotoExperience }),
    t("photo.hero.factDelivery", { days: CLAIMS.photoDeliveryDays }),
    t("photo.hero.factClients", { clients: CLAIMS.clients }),
  ];
  return (
    <section className="on-dark relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(59,108,246,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(249,115,22,0.3),transparent_50%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
          {t("photo.hero.eyebrow")}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t("photoVideo.heading")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">
          {t("photoVideo.intro", { years: CLAIMS.yearsPhotoExperience })}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#services" className={buttonVariants({ variant: "light", size: "lg" })}>
            {t("photo.hero.ctaServices")}
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </a>
          <Link
            to={pathFor("home", lang, "contact")}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            <CalendarCheck aria-hidden="true" className="h-5 w-5" />
            {t("photo.hero.ctaContact")}
          </Link>
        </div>
        <ul className="mt-10 grid gap-3 text-sm text-slate-100 sm:grid-cols-3 sm:gap-6">
          {facts.map((fact) => (
            <li key={fact} className="flex items-center gap-2">
              <Check aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-500" />
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
