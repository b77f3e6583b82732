import { Mail } from "lucide-react";
import { Link } from "react-router";
import { MAILTO_LINK, STUDIO, chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { BrandLink } from "./brand-link";
import { CookieSettingsAnchor } from "./cookie-settings-anchor";
import { LanguageDropdown } from "./language-dropdown";
import { LegalInfoDialog } from "./legal-info-dialog";
import { anchorLinks } from "./nav-links";
import { PhoneButton } from "./phone-button";

const footerLink =
  "inline-flex min-h-11 items-center text-slate-200 hover:text-white hover:underline";
const heading = "mb-3 text-sm font-bold tracking-wide text-white uppercase";

/** Site footer (docs/product.md §3.2). */
export function Footer() {
  const { t, lang } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer id="footer" className="on-dark bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLink className="[&>span:last-child]:text-white" />
          <p className="mt-3 text-sm leading-relaxed">{t("footer.description")}</p>
          <p className="mt-2 text-sm leading-relaxed">{t("footer.multilingual")}</p>
        </div>
        <nav aria-label={t("footer.company")}>
          <h2 className={heading}>{t("footer.company")}</h2>
          <ul>
            {anchorLinks(lang).map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={footerLink}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t("footer.contact")}</h2>
          <ul>
            <li>
              <a href={MAILTO_LINK} className={`${footerLink} gap-2`}>
                <Mail aria-hidden="true" className="h-5 w-5" />
                {STUDIO.email}
              </a>
            </li>
            <li>
              <PhoneButton className={footerLink} />
            </li>
          </ul>
          <h2 className={`${heading} mt-6`}>{t("footer.follow")}</h2>
          <ul className="flex flex-wrap gap-x-4">
            {STUDIO.socials.map((s) => (
              <li key={s.id}>
                <a href={s.url} className={footerLink} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t("footer.legal")}</h2>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt>{`${t("footer.kvk")}${t("punct.colon")}`}</dt>
              <dd className="font-medium text-white">{STUDIO.legal.kvk}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt>{`${t("footer.vat")}${t("punct.colon")}`}</dt>
              <dd className="font-medium text-white">{STUDIO.legal.vat}</dd>
            </div>
            <div className="flex flex-wrap items-center gap-x-2">
              <dt>{`${t("footer.iban")}${t("punct.colon")}`}</dt>
              <dd>
                <a
                  href={chatLink(t("chat.ibanRequest"))}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t("footer.ibanHint")}
                  className={`${footerLink} font-medium tabular-nums`}
                >
                  {STUDIO.legal.ibanMasked}
                  <span className="sr-only">{` (${t("footer.ibanHint")})`}</span>
                </a>
              </dd>
            </div>
          </dl>
          <LegalInfoDialog />
          <ul className="mt-2">
            <li>
              <Link to={pathFor("privacy", lang)} className={footerLink}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={pathFor("terms", lang)} className={footerLink}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to={pathFor("legal", lang)} className={footerLink}>
                {t("footer.imprint")}
              </Link>
            </li>
            <li>
              <CookieSettingsAnchor className={footerLink}>
                {t("footer.cookieSettings")}
              </CookieSettingsAnchor>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm sm:px-6">
          <p>{t("footer.rights", { year })}</p>
          {/* Clear of the chat button in the corner: the page ends here and cannot scroll further. */}
          <div className="mr-14 flex items-center gap-2">
            {/* Seen, not read: the button's own name begins with the same word. */}
            <span aria-hidden="true">{`${t("footer.language")}${t("punct.colon")}`}</span>
            <LanguageDropdown id="language-menu-footer" tone="dark" />
          </div>
        </div>
      </div>
    </footer>
  );
}
