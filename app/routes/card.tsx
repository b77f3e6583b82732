import { Link } from "react-router";
import { CardContacts } from "~/features/card/card-contacts";
import { CardLanguages } from "~/features/card/card-languages";
import { CardProfile } from "~/features/card/card-profile";
import { CardSkills } from "~/features/card/card-skills";
import { CardTopBar } from "~/features/card/card-top-bar";
import { STUDIO } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/card";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "card");
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
        <div className="mt-4 space-y-8 rounded-3xl bg-white p-6 shadow-xl sm:p-8">
          <CardProfile />
          <CardContacts />
          <CardSkills />
          <CardLanguages />
        </div>
        <p className="mt-6 text-center">
          <Link
            to={pathFor("home", lang)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-slate-800 underline-offset-4 hover:underline"
          >
            {t("card.backToSite", { brand: STUDIO.brand })}
          </Link>
        </p>
      </div>
    </div>
  );
}
