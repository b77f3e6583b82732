import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { outcomeFromQuery } from "~/features/refusal/outcome-from-query";
import { RetryForm } from "~/features/refusal/retry-form";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";
import type { FormOutcome } from "~/lib/form-outcome";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/message-not-sent";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "messageNotSent", { noindex: true });

/**
 * The server renders this page for a form posted without JavaScript that it did not accept
 * (docs/decisions/130-ssr-for-dynamic-requests.md), with the outcome in the load context; a
 * query (`?reason=…`, `?fields=…`) describes one too. Prerendered: no outcome, a generic text.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const posted = context.formOutcome;
  if (posted) return { outcome: posted, shownAt: Date.now() };
  return { outcome: outcomeFromQuery(new URL(request.url).searchParams), shownAt: null };
}

const FIELDS = [
  "name",
  "practiceName",
  "practiceUrl",
  "email",
  "phone",
  "company",
  "message",
  "consent",
] as const;

function introKey(outcome: FormOutcome | null): MessageKey {
  if (outcome?.reason === "rate_limited") return "messageNotSent.reason.rateLimited";
  if (outcome?.reason === "server") return "messageNotSent.reason.server";
  if (outcome?.reason === "invalid" && Object.keys(outcome.values).length > 0)
    return "messageNotSent.reason.invalid";
  return "messageNotSent.intro";
}

/** What went wrong, in the visitor's language, and their form again when the server has it. */
export default function MessageNotSentPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { outcome, shownAt } = loaderData;
  const bad =
    outcome?.reason === "invalid" ? FIELDS.filter((f) => outcome.errors[f] !== undefined) : [];
  const seconds = outcome?.reason === "rate_limited" ? outcome.retryAfterSec : 0;
  const hasInput = outcome !== null && Object.keys(outcome.values).length > 0;
  return (
    <PageIntro
      heading={t(
        outcome?.form === "quote" ? "messageNotSent.quoteHeading" : "messageNotSent.heading",
      )}
      intro={t(introKey(outcome), { seconds })}
    >
      {bad.length > 0 ? (
        <div className="mt-6">
          <p className="font-semibold">{t("messageNotSent.fieldsLabel")}</p>
          <ul className="mt-2 list-disc pl-6">
            {bad.map((f) => (
              <li key={f}>
                <a href={`#retry-${f}`} className="text-brand-800 underline">
                  {t(`messageNotSent.field.${f}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hasInput ? (
        <RetryForm outcome={outcome} shownAt={shownAt} />
      ) : (
        <Link to={pathFor("home", lang, "contact")} className={`${buttonVariants()} mt-8`}>
          {t("messageNotSent.back")}
        </Link>
      )}
    </PageIntro>
  );
}
