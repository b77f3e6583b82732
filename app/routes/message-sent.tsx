import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { useI18n, type I18n } from "~/i18n/i18n-context";
import { langFromPath, type Lang } from "~/i18n/languages";
import { pageLangs, pathFor } from "~/i18n/pages";
import { CALCULATOR_PARAMS } from "~/features/calculator/calculator-params";
import { readableQuery } from "~/lib/readable-query";
import { pageMeta } from "~/features/seo/seo";
import { TANDARTS } from "~/content/tandarts";
import { tx } from "~/features/tandarts/texts";
import type { Route } from "./+types/message-sent";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "messageSent", { noindex: true });

/**
 * A dental request (`/nl/message-sent?form=tandarts`, rendered by the server) is confirmed in the
 * dental page's words, with its promise and the way back to it. Its texts come from the loader: the dental
 * page's content stays out of this page's script.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Only in the dental page's own languages (Dutch): the others, reached by the language links,
  // confirm in their own words, as a message to the studio.
  const dental =
    url.searchParams.get("form") === "tandarts" &&
    pageLangs("tandarts").includes(langFromPath(url.pathname));
  if (!dental) return { dental: null };
  const sent = TANDARTS.form.sentPage;
  return {
    dental: {
      heading: sent.heading,
      intro: tx(sent.intro),
      back: sent.back,
      to: pathFor("tandarts", "nl"),
      variant: "teal" as const,
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
  const page = loaderData.dental ?? studioConfirmation(t, lang, params);
  return (
    <PageIntro heading={page.heading} intro={page.intro}>
      <Link to={page.to} className={`${buttonVariants({ variant: page.variant })} mt-8`}>
        {page.back}
      </Link>
    </PageIntro>
  );
}

/** The studio's own confirmation: a message, or a quote with the way back to its calculator. */
function studioConfirmation(t: I18n["t"], lang: Lang, params: URLSearchParams) {
  const quote = params.get("form") === "quote";
  // A quote's way back shows the calculator as it was sent (the home page checks the values).
  const config = new URLSearchParams();
  for (const key of CALCULATOR_PARAMS) if (params.has(key)) config.set(key, params.get(key)!);
  return {
    heading: t(quote ? "messageSent.quoteHeading" : "messageSent.heading"),
    intro: t(quote ? "messageSent.quoteIntro" : "messageSent.intro"),
    back: t(quote ? "messageSent.quoteBack" : "messageSent.back"),
    to:
      quote && config.size > 0
        ? `${pathFor("home", lang)}?${readableQuery(config)}#calculator`
        : pathFor("home", lang, quote ? "calculator" : "contact"),
    variant: "primary" as const,
  };
}
