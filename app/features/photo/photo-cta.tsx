import { Mail } from "lucide-react";
import { Link } from "react-router";
import { PhoneButton } from "~/components/layout/phone-button";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/** Closing call to action of the photo/video page (SPEC 2.7): contact link and call link. */
export function PhotoCta() {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="photo-cta-title" className="px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="photo-cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("photo.cta.heading")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t("photo.cta.text")}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={pathFor("home", lang, "contact")}
            className={buttonVariants({ variant: "light", size: "lg" })}
          >
            <Mail aria-hidden="true" className="h-5 w-5" />
            {t("photo.cta.contact")}
          </Link>
          <PhoneButton className="justify-center rounded-lg border border-white/70 px-6 py-3 text-lg font-semibold text-white transition-colors hover:bg-white/10" />
        </div>
      </div>
    </section>
  );
}
