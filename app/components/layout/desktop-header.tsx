import { ChevronDown } from "lucide-react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PopoverMenu } from "~/components/ui/popover-menu";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";
import { BrandLink } from "./brand-link";
import { LanguageDropdown } from "./language-dropdown";
import { contactHref, workLinks } from "./nav-links";

const linkLook =
  "min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:text-brand-700";
const linkClass = `inline-flex ${linkLook}`;
/**
 * Why: from 1024 to 1279 px the bar has no room for every label in Dutch, Ukrainian or French;
 * there the two portfolios are reached through the Work dropdown only.
 */
const wideOnlyLinkClass = `hidden xl:inline-flex ${linkLook}`;

/**
 * Desktop header (docs/product.md §3.1): links, the Work dropdown, the language dropdown, Get
 * Started.
 */
export function DesktopHeader({ tintedBrand = false }: { tintedBrand?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <header className="sticky top-0 z-40 hidden border-b border-slate-200 bg-white/95 backdrop-blur lg:block print:hidden">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-6">
        <BrandLink tinted={tintedBrand} />
        <nav aria-label={t("a11y.mainNav")} className="flex items-center gap-1">
          <RouterNavLink to={pathFor("home", lang)} end className={linkClass}>
            {t("nav.home")}
          </RouterNavLink>
          <RouterNavLink to={pathFor("websitePortfolio", lang)} className={wideOnlyLinkClass}>
            {t("nav.websitePortfolio")}
          </RouterNavLink>
          <RouterNavLink to={pathFor("portfolio", lang)} className={wideOnlyLinkClass}>
            {t("nav.photoPortfolio")}
          </RouterNavLink>
          <RouterNavLink to={pathFor("photoVideo", lang)} className={linkClass}>
            {t("nav.photoVideo")}
          </RouterNavLink>
          <PopoverMenu
            id="work-menu"
            triggerClassName={cn(linkClass, "gap-1")}
            label={
              <>
                {t("nav.work")}
                <ChevronDown aria-hidden="true" className="h-4 w-4" />
              </>
            }
          >
            <ul>
              {workLinks(lang).map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className="flex min-h-11 items-center rounded-lg px-3 text-sm whitespace-nowrap hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </PopoverMenu>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageDropdown id="language-menu-header" />
          <Link
            to={contactHref(lang)}
            className={cn(buttonVariants({ variant: "primary" }), "whitespace-nowrap")}
          >
            {t("nav.getStarted")}
          </Link>
        </div>
      </div>
    </header>
  );
}
