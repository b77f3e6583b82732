import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { CtaPanel } from "~/components/sections/cta-panel";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/**
 * Calls to action to the contact and services sections of the visitor's language
 * (docs/product.md §7.3).
 */
export function WebCta() {
  const { t, lang } = useI18n();
  return (
    <CtaPanel
      id="web-cta-title"
      heading={t("webPortfolio.cta.heading")}
      text={t("webPortfolio.cta.text")}
    >
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
    </CtaPanel>
  );
}
