import { Link } from "react-router";
import { CookieSettingsAnchor } from "~/components/layout/cookie-settings-anchor";
import { CardProfile } from "~/features/card/card-profile";
import { CardTopBar } from "~/features/card/card-top-bar";
import { STUDIO } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/card";
import { island, preloadIslands } from "~/lib/island";

/**
 * Below the profile: prerendered in full, hydrated when in view or at the first interaction
 * (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const CardContacts = island(
  "card-contacts",
  () => import("~/features/card/card-contacts"),
  (mod) => mod.CardContacts,
);
const CardSkills = island(
  "card-skills",
  () => import("~/features/card/card-skills"),
  (mod) => mod.CardSkills,
);
const CardLanguages = island(
  "card-languages",
  () => import("~/features/card/card-languages"),
  (mod) => mod.CardLanguages,
);
const ISLANDS = [CardContacts, CardSkills, CardLanguages];

/**
 * No data: a server loader only so that the client loader below runs on client-side navigations
 * and not when the prerendered page hydrates (where the islands wait for their trigger).
 */
export function loader() {
  return null;
}

/** A client-side navigation fetches the islands' code before the page renders. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await preloadIslands(ISLANDS, request);
  return null;
}

const smallLink = "inline-flex min-h-11 items-center underline underline-offset-4";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "card");
/**
 * The first paint waits for the card whole: the way back to the site is its last element, the
 * card's footer (`id="footer"`, the default marker). The id also gives it the room under the cookie
 * banner that every footer gets (app.css), so Tab can reach it in sight.
 */
export const handle = { chrome: "standalone" };

/**
 * Digital business card (docs/product.md §8): a page of its own, without the studio's header and
 * footer.
 */
export default function CardPage() {
  const { t, lang } = useI18n();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-800 via-brand-700 to-slate-100 px-4 pt-3 pb-10">
      <div className="mx-auto max-w-md">
        <CardTopBar />
        {/* A gap, not space-y: the islands' wrappers are display: contents, so margins between
            them are lost, and the sections stood against each other. */}
        <div className="mt-4 flex flex-col gap-8 rounded-3xl bg-white p-6 shadow-xl sm:p-8">
          <CardProfile />
          <CardContacts />
          <CardSkills />
          <CardLanguages />
        </div>
        <div id="footer" className="mt-6 text-center text-sm text-slate-800">
          <Link
            to={pathFor("home", lang)}
            className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
          >
            {t("card.backToSite", { brand: STUDIO.brand })}
          </Link>
          {/* The page asks for consent, so it offers the way to change it (docs/product.md §13.1). */}
          <p className="flex flex-wrap justify-center gap-x-5">
            <Link to={pathFor("privacy", lang)} className={smallLink}>
              {t("footer.privacy")}
            </Link>
            <CookieSettingsAnchor className={smallLink}>
              {t("footer.cookieSettings")}
            </CookieSettingsAnchor>
          </p>
        </div>
      </div>
    </div>
  );
}
