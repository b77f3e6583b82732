import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/** Calls to action to the contact and services sections of the visitor's language (SPEC 2.9). */
export function WebCta() {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="web-cta-title" className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="web-cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("webPortfolio.cta.heading")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t("webPortfolio.cta.text")}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={pathFor("home", lang, "contact")}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            <Mail aria-hidden="true" className="h-5 w-5" />
            {t("webPortfolio.cta.contact")}
          </Link>
          <Link
            to={pathFor("home", lang, "services")}
            className={buttonVariants({ variant: "light", size: "lg" })}
          >
            {t("webPortfolio.cta.services")}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
