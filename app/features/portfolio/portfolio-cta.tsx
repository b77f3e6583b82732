import { CalendarCheck, Mail } from "lucide-react";
import { Link } from "react-router";
import { CtaPanel } from "~/components/sections/cta-panel";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/** Book a Session -> photo/video page; Get in Touch -> contact, both in the visitor's language. */
export function PortfolioCta() {
  const { t, lang } = useI18n();
  return (
    <CtaPanel
      id="portfolio-cta-title"
      tone="dark"
      heading={t("photo.portfolio.ctaHeading")}
      text={t("photo.portfolio.ctaText")}
    >
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
    </CtaPanel>
  );
}
