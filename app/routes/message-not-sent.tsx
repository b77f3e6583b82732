import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";
import { pageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/message-not-sent";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "messageNotSent", { noindex: true });

const FIELDS = ["name", "practiceName", "email", "phone", "message"] as const;

/**
 * Where the contact form without JavaScript lands when the server refused it
 * (docs/decisions/014-no-js-form-post.md).
 */
export default function MessageNotSentPage() {
  const { t, lang } = useI18n();
  const [searchParams] = useSearchParams();
  const params = useHydrated() ? searchParams : new URLSearchParams();
  const reason = params.get("reason");
  const bad = (params.get("fields") ?? "")
    .split(",")
    .filter((f) => (FIELDS as readonly string[]).includes(f));
  const retryAfter = Number(params.get("retryAfter") ?? 5);
  let detail: string | null = null;
  if (reason === "rate_limited")
    detail = t("messageNotSent.reason.rateLimited", { seconds: retryAfter });
  if (reason === "server") detail = t("messageNotSent.reason.server");
  return (
    <PageIntro heading={t("messageNotSent.heading")} intro={detail ?? t("messageNotSent.intro")}>
      {bad.length > 0 ? (
        <div className="mt-6">
          <p className="font-semibold">{t("messageNotSent.fieldsLabel")}</p>
          <ul className="mt-2 list-disc pl-6">
            {bad.map((f) => (
              <li key={f}>{t(`messageNotSent.field.${f}` as MessageKey)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={pathFor("home", lang, "contact")} className={`${buttonVariants()} mt-8`}>
        {t("messageNotSent.back")}
      </Link>
    </PageIntro>
  );
}
