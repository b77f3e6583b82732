import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/message-not-sent";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "messageNotSent", { noindex: true });

/** Where the contact form without JavaScript lands (issue 3). */
export default function MessageNotSentPage() {
  const { t, lang } = useI18n();
  return (
    <PageIntro heading={t("messageNotSent.heading")} intro={t("messageNotSent.intro")}>
      <Link to={pathFor("home", lang, "contact")} className={`${buttonVariants()} mt-8`}>
        {t("messageNotSent.back")}
      </Link>
    </PageIntro>
  );
}
