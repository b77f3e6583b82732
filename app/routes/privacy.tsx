import { LegalDocument, legalClientLoader, legalLoader } from "~/features/legal/legal-document";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "privacy");

/** Only the page's language reaches the browser, in the HTML (docs/product.md §12). */
export const loader = legalLoader;
export const clientLoader = legalClientLoader;

export default function PrivacyPage() {
  const { t } = useI18n();
  return <LegalDocument id="privacy" heading={t("privacy.heading")} intro={t("privacy.intro")} />;
}
