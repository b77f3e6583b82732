import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { DEMO_COMMON } from "~/content/demo-common";
import { languageOption } from "~/i18n/languages";
import { pathFor } from "~/i18n/pages";
import { useBackLang } from "./use-back-lang";

/**
 * The thin bar above a demo site that says whose demo it is and links back to the studio, in the
 * language of the studio page the visitor came from (the demo itself stays English).
 */
export function DemoBanner() {
  const lang = useBackLang();
  const banner = DEMO_COMMON.banner[lang];
  return (
    <aside
      aria-label={banner.label}
      lang={languageOption(lang).iso}
      className="on-dark bg-slate-900 text-sm text-white"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p>{banner.text}</p>
        <Link
          to={pathFor("home", lang)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {banner.link}
        </Link>
      </div>
    </aside>
  );
}

/** Skip link for the demo sites, which have their own header. */
export function DemoSkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {DEMO_COMMON.skipLink}
    </a>
  );
}
