import { Mail } from "lucide-react";
import { Link } from "react-router";
import { PhoneButton } from "~/components/layout/phone-button";
import { CtaPanel } from "~/components/sections/cta-panel";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/**
 * Closing call to action of the photo/video page (docs/product.md §7.1): contact link and call
 * link.
 */
export function PhotoCta() {
  const { t, lang } = useI18n();
  return (
    <CtaPanel id="photo-cta-title" heading={t("photo.cta.heading")} text={t("photo.cta.text")}>
      <Link
        to={pathFor("home", lang, "contact")}
        className={buttonVariants({ variant: "light", size: "lg" })}
      >
        <Mail aria-hidden="true" className="h-5 w-5" />
        {t("photo.cta.contact")}
      </Link>
      <PhoneButton className="justify-center rounded-lg border border-white/70 px-6 py-3 text-lg font-semibold text-white transition-colors hover:bg-white/10" />
    </CtaPanel>
  );
}
