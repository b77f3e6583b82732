import { CalendarCheck, Mail } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/** Book a Session -> photo/video page; Get in Touch -> contact, both in the visitor's language. */
export function PortfolioCta() {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="portfolio-cta-title" className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="portfolio-cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("photo.portfolio.ctaHeading")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">
          {t("photo.portfolio.ctaText")}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={pathFor("photoVideo", lang)}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            <CalendarCheck aria-hidden="true" className="h-5 w-5" />
            {t("photo.portfolio.bookSession")}
          </Link>
          <Link
            to={pathFor("home", lang, "contact")}
            className={buttonVariants({ variant: "light", size: "lg" })}
          >
            <Mail aria-hidden="true" className="h-5 w-5" />
            {t("photo.portfolio.getInTouch")}
          </Link>
        </div>
      </div>
    </section>
  );
}
