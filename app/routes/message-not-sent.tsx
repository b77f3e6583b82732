import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { outcomeFromQuery } from "~/features/refusal/outcome-from-query";
import { dentalLabelsFor, dentalPackagesFor } from "~/features/refusal/dental-labels";
import { quoteSummaryFor } from "~/features/refusal/quote-summary-for";
import { RetryForm, fieldOrder } from "~/features/refusal/retry-form";
import { I18nProvider, useI18n } from "~/i18n/i18n-context";
import { langFromPath, type Lang } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import type { MessageKey, Messages } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";
import { pluralKey } from "~/i18n/plural-key";
import { LIMITS } from "~/lib/field-limits";
import { isUnreadCause, type FormOutcome, type UnreadCause } from "~/lib/form-outcome";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/message-not-sent";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "messageNotSent", { noindex: true });

/** A posted `startedAt` (ms since the epoch, on the visitor's clock), else null. */
function firstShownAt(value: string | string[] | undefined): number | null {
  return typeof value === "string" && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/**
 * The server renders this page for a form posted without JavaScript that it did not accept
 * (docs/decisions/130-ssr-for-dynamic-requests.md), with the outcome in the load context; a
 * query (`?reason=…`, `?fields=…`) describes one too. Prerendered: no outcome, a generic text.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const posted = context.formOutcome;
  const outcome = posted ?? outcomeFromQuery(url.searchParams);
  return {
    outcome,
    // The address the form belongs to: the one this page was asked at, where it can be sent again.
    site: url.host,
    // When the visitor's first form was shown (its `startedAt`), not this page: the retry form
    // comes filled in, and fixing one field takes a second. Unknown without it (a post without
    // JavaScript), as on the first form (docs/decisions/140-spam-policy.md).
    shownAt: firstShownAt(posted?.values.startedAt),
    formTexts: outcome?.form === "quote" ? quoteFormTexts(langFromPath(url.pathname)) : null,
    quoteSummary: quoteSummaryFor(outcome, langFromPath(url.pathname)),
    dentalLabels: dentalLabelsFor(outcome),
    dentalPackages: dentalPackagesFor(outcome),
  };
}

/**
 * The quote form's own labels come with the calculator's code, not with this page's dictionary
 * (docs/decisions/220-island-texts.md): the retry form of a refused quote gets them here.
 */
function quoteFormTexts(lang: Lang): Partial<Messages> {
  const keys = ["quote.company", "quote.consent"] as const;
  return Object.fromEntries(keys.map((k) => [k, MESSAGES[lang][k]]));
}

/** Past this wait the limit is the hourly one: the page speaks of minutes, not 3,599 seconds. */
const SHORT_WAIT_SECONDS = 60;

/** Why a post was refused before it was read, said in the page's language. */
const UNREAD_TEXT: Record<UnreadCause, MessageKey> = {
  too_large: "messageNotSent.reason.tooLarge",
  other_site: "messageNotSent.reason.otherSite",
  unreadable: "messageNotSent.reason.unreadable",
};

function introKey(outcome: FormOutcome | null): MessageKey {
  if (outcome?.reason === "rate_limited")
    return outcome.retryAfterSec > SHORT_WAIT_SECONDS
      ? "messageNotSent.reason.hourlyLimit"
      : "messageNotSent.reason.rateLimited";
  if (outcome?.reason === "server") return "messageNotSent.reason.server";
  if (isUnreadCause(outcome?.reason)) return UNREAD_TEXT[outcome.reason];
  if (outcome?.reason === "invalid" && Object.keys(outcome.values).length > 0)
    return "messageNotSent.reason.invalid";
  return "messageNotSent.intro";
}

/** What went wrong, in the visitor's language, and their form again when the server has it. */
export default function MessageNotSentPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, messages, option } = useI18n();
  const { outcome, shownAt, dentalLabels, dentalPackages } = loaderData;
  const bad =
    // In the order of the form below, so the first link leads to the first field to fix.
    outcome?.reason === "invalid"
      ? fieldOrder(outcome).filter((f) => outcome.errors[f] !== undefined)
      : [];
  const seconds = outcome?.reason === "rate_limited" ? outcome.retryAfterSec : 0;
  const hasInput = outcome !== null && Object.keys(outcome.values).length > 0;
  return (
    <PageIntro
      heading={t(
        outcome?.form === "quote" ? "messageNotSent.quoteHeading" : "messageNotSent.heading",
      )}
      intro={t(introKey(outcome), {
        // "1 second", "2 секунди": in the locale's plural form, only where it is said.
        wait:
          outcome?.reason === "rate_limited"
            ? t(pluralKey("messageNotSent.wait", seconds, option.locale), { count: seconds })
            : "",
        minutes: Math.ceil(seconds / 60),
        // Formatted only where it is said: a first use of Intl costs a phone ~65 ms at load.
        max:
          outcome?.reason === "too_large"
            ? new Intl.NumberFormat(option.locale).format(LIMITS.message)
            : "",
        site: loaderData.site,
      })}
    >
      {bad.length > 0 ? (
        <div className="mt-6">
          <p className="font-semibold">{t("messageNotSent.fieldsLabel")}</p>
          <ul className="mt-2 list-disc pl-6">
            {bad.map((f) => (
              <li key={f}>
                <a href={`#retry-${f}`} className="text-brand-800 underline">
                  {dentalLabels?.[f] ?? t(`messageNotSent.field.${f}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hasInput ? (
        <I18nProvider lang={lang} messages={{ ...messages, ...loaderData.formTexts }}>
          <RetryForm
            outcome={outcome}
            shownAt={shownAt}
            dental={dentalLabels}
            packages={dentalPackages}
            quoteSummary={loaderData.quoteSummary}
          />
        </I18nProvider>
      ) : (
        <Link to={pathFor("home", lang, "contact")} className={`${buttonVariants()} mt-8`}>
          {t("messageNotSent.back")}
        </Link>
      )}
    </PageIntro>
  );
}
