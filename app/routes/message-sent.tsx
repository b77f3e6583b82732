import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/message-sent";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "messageSent", { noindex: true });

/** Where the contact form without JavaScript lands (docs/decisions/014-no-js-form-post.md). */
export default function MessageSentPage() {
  const { t, lang } = useI18n();
  return (
    <PageIntro heading={t("messageSent.heading")} intro={t("messageSent.intro")}>
      <Link to={pathFor("home", lang, "contact")} className={`${buttonVariants()} mt-8`}>
        {t("messageSent.back")}
      </Link>
    </PageIntro>
  );
}
