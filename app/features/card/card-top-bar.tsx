import { Link } from "react-router";
import { LanguageLinkList } from "~/components/layout/language-link-list";
import { STUDIO } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";

/**
 * The card's own bar: the studio's name (home) and a compact language switcher
 * (docs/product.md §8).
 */
export function CardTopBar() {
  const { t, lang } = useI18n();
  return (
    <div className="on-dark flex flex-wrap items-center justify-between gap-3">
      <Link
        to={pathFor("home", lang)}
        className="inline-flex min-h-11 items-center text-sm font-bold text-white hover:underline"
      >
        {STUDIO.brand}
      </Link>
      <nav aria-label={t("card.languageSwitcher")}>
        <LanguageLinkList
          className="flex gap-1"
          currentAs="page"
          linkClassName={(current) =>
            cn(
              "inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold",
              current ? "bg-white text-brand-900" : "text-white hover:bg-white/15",
            )
          }
        >
          {(o) => (
            <>
              {o.label}
              <span className="sr-only"> {o.nativeName}</span>
            </>
          )}
        </LanguageLinkList>
      </nav>
    </div>
  );
}
