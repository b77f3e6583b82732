import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";

/** The logo and brand name, linking to the language's home. */
export function BrandLink({ tinted = false, className }: { tinted?: boolean; className?: string }) {
  const { t, lang } = useI18n();
  return (
    <Link
      to={pathFor("home", lang)}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2 font-bold whitespace-nowrap",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-lg text-white"
      >
        N
      </span>
      <span className={cn("text-lg", tinted ? "text-teal-700" : "text-slate-900")}>
        {t("site.name")}
      </span>
    </Link>
  );
}
