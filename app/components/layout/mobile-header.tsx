import { Mail, Menu, MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { NativeDialog } from "~/components/ui/native-dialog";
import { buttonVariants } from "~/components/ui/button";
import { MAILTO_LINK, chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { contactLink } from "~/lib/track-contact";
import { BrandLink } from "./brand-link";
import { LanguageSheet } from "./language-sheet";
import { anchorLinks, contactHref, menuHref, workLinks } from "./nav-links";
import { PhoneButton } from "./phone-button";
import { useScrollVisibility } from "./use-scroll-visibility";

const iconButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100";

/**
 * The bar keeps its language and menu buttons on screen at any width and any default text size
 * (docs/decisions/340-header-fits-large-text.md). Its contents are sized in rem, and a media query's
 * rem is the visitor's default text size, so each threshold below is the row's width in rem with
 * the item it hides: the brand's name shows from 25.5rem (12 + 156 + 4 + 237 px at 16 px; the
 * right padding may give way, so a 412 px phone keeps the name),
 * the e-mail icon from 19rem, the chat icon from 16.25rem, the phone icon from 13.5rem. The chat
 * button floats on every page, and the contact section lists all three.
 */
const brandName = "[&>span:last-child]:sr-only min-[25.5rem]:[&>span:last-child]:not-sr-only";

/** Phone top bar (docs/product.md §3.1): hides on scroll down, shows on scroll up or at the top. */
export function MobileHeader() {
  const { t, lang } = useI18n();
  const visible = useScrollVisibility();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const links = [
    ...anchorLinks(lang).filter((l) => l.key !== "nav.portfolio"),
    // Both portfolios, as in the desktop header: a phone visitor must reach the website one too.
    ...workLinks(lang),
    { key: "nav.photoVideo" as const, to: pathFor("photoVideo", lang) },
  ];

  return (
    <header
      data-testid="mobile-header"
      data-visible={visible}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 lg:hidden print:hidden",
        // Slid away, it comes back while it holds the focus (Tab from the top of the page after a
        // scroll down): docs/decisions/321-nothing-covers-the-focus.md.
        visible ? "translate-y-0" : "-translate-y-full focus-within:translate-y-0",
      )}
    >
      <div className="flex h-16 items-center justify-between gap-1 px-3">
        <BrandLink className={brandName} />
        <div className="flex items-center">
          <PhoneButton iconOnly className={cn(iconButton, "max-[13.5rem]:hidden")} />
          <a
            href={chatLink(t("chat.prefill"))}
            {...contactLink("whatsapp")}
            aria-label={t("a11y.chat")}
            className={cn(iconButton, "max-[16.25rem]:hidden")}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
          </a>
          <a
            href={MAILTO_LINK}
            aria-label={t("a11y.email")}
            className={cn(iconButton, "max-[19rem]:hidden")}
          >
            <Mail aria-hidden="true" className="h-5 w-5" />
          </a>
          <LanguageSheet />
          <NativeDialog
            id="phone-menu"
            trigger={<Menu aria-hidden="true" className="h-6 w-6" />}
            triggerProps={{ "aria-label": t("a11y.openMenu"), className: iconButton }}
            side="right"
            closeLabel={t("a11y.closeMenu")}
            title={t("nav.menuTitle")}
            titleClassName="mb-6 text-lg font-bold"
          >
            <nav aria-label={t("a11y.mainNav")}>
              <ul className="grid gap-1">
                {links.map((link) => (
                  <li key={link.key}>
                    <MenuLink
                      to={menuHref(link.to, pathname, hydrated)}
                      className="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium hover:bg-slate-100"
                    >
                      {t(link.key)}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
            <MenuLink
              to={menuHref(contactHref(lang), pathname, hydrated)}
              className={cn(buttonVariants({ variant: "primary", size: "lg" }), "mt-6 w-full")}
            >
              {t("nav.getStarted")}
            </MenuLink>
          </NativeDialog>
        </div>
      </div>
    </header>
  );
}

/**
 * The router's link, or a plain one for an address with an empty query (`menuHref`): the router
 * would write that address without its `?`.
 */
function MenuLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: string;
}) {
  if (to.includes("?#")) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
