import { CookieSettingsButton } from "~/features/legal/cookie-settings-button";
import { LegalDocument } from "~/features/legal/legal-document";
import { legalPageData } from "~/features/legal/legal-data.server";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "privacy");

/** Build time: only this language's body reaches the page (docs/product.md §12). */
export function loader({ request }: Route.LoaderArgs) {
  return legalPageData("privacy", new URL(request.url).pathname);
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <LegalDocument
      heading={t("privacy.heading")}
      intro={t("privacy.intro")}
      updated={loaderData.updated}
      doc={loaderData.doc}
      extras={{ cookies: <CookieSettingsButton /> }}
    />
  );
}
