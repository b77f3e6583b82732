import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { CALCULATOR_PARAMS } from "~/features/calculator/calculator-params";
import { readableQuery } from "~/lib/readable-query";
import { pageMeta } from "~/features/seo/seo";
import { TANDARTS } from "~/content/tandarts";
import { tx } from "~/features/tandarts/texts";
import type { Route } from "./+types/message-sent";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "messageSent", { noindex: true });

/**
 * A dental request (`?form=tandarts`, rendered by the server) is confirmed in the dental page's
 * words, with its promise and the way back to it. Its texts come from the loader: the dental
 * page's content stays out of this page's script.
 */
export function loader({ request }: Route.LoaderArgs) {
  const dental = new URL(request.url).searchParams.get("form") === "tandarts";
  if (!dental) return { dental: null };
  const sent = TANDARTS.form.sentPage;
  return {
    dental: {
      heading: sent.heading,
      intro: tx(sent.intro),
      back: sent.back,
      to: pathFor("tandarts", "nl"),
    },
  };
}

/**
 * Where a lead form without JavaScript lands (docs/decisions/014-no-js-form-post.md); a quote
 * (`?form=quote`, rendered by the server) is confirmed as a quote, as the toast does with JavaScript.
 */
export default function MessageSentPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const { dental } = loaderData;
  if (dental)
    return (
      <PageIntro heading={dental.heading} intro={dental.intro}>
        <Link to={dental.to} className={`${buttonVariants({ variant: "teal" })} mt-8`}>
          {dental.back}
        </Link>
      </PageIntro>
    );
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
