import { Link } from "react-router";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { pathFor } from "~/i18n/pages";
import { useBackLang } from "~/features/demo/use-back-lang";

/** The barbershop's own footer. */
export function BarbershopFooter() {
  const lang = useBackLang();
  return (
    <footer id="footer" className="border-t border-stone-800 bg-stone-950 text-sm text-stone-300">
      <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4 px-4 py-8">
        <p>{B.footer.text}</p>
        <Link
          to={pathFor("home", lang)}
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white"
        >
          {B.footer.madeBy}
        </Link>
      </div>
    </footer>
  );
}
