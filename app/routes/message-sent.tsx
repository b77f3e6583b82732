import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { CALCULATOR_PARAMS } from "~/features/calculator/calculator-params";
import { readableQuery } from "~/lib/readable-query";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/message-sent";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "messageSent", { noindex: true });

/**
 * Where a lead form without JavaScript lands (docs/decisions/014-no-js-form-post.md); a quote
 * (`?form=quote`, rendered by the server) is confirmed as a quote, as the toast does with JavaScript.
 */
export default function MessageSentPage() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const quote = params.get("form") === "quote";
  // A quote's way back shows the calculator as it was sent (the home page checks the values).
  const config = new URLSearchParams();
  for (const key of CALCULATOR_PARAMS) if (params.has(key)) config.set(key, params.get(key)!);
  const back =
    quote && config.size > 0
      ? `${pathFor("home", lang)}?${readableQuery(config)}#calculator`
      : pathFor("home", lang, quote ? "calculator" : "contact");
  return (
    <PageIntro
      heading={t(quote ? "messageSent.quoteHeading" : "messageSent.heading")}
      intro={t(quote ? "messageSent.quoteIntro" : "messageSent.intro")}
    >
      <Link to={back} className={`${buttonVariants()} mt-8`}>
        {t(quote ? "messageSent.quoteBack" : "messageSent.back")}
      </Link>
    </PageIntro>
  );
}
