import { Link } from "react-router";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { pathFor } from "~/i18n/pages";
import { useBackLang } from "~/features/demo/use-back-lang";

/** The cleaning company's own footer. */
export function CleaningFooter() {
  const lang = useBackLang();
  return (
    <footer id="footer" className="on-dark bg-slate-900 text-sm text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4 px-4 py-8">
        <p>{C.footer.text}</p>
        <Link
          to={pathFor("home", lang)}
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white"
        >
          {C.footer.madeBy}
        </Link>
      </div>
    </footer>
  );
}
