import { LegalDocument } from "~/features/legal/legal-document";
import { legalPageData } from "~/features/legal/legal-data.server";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "terms");

/** Build time: only this language's body reaches the page (docs/product.md §12). */
export function loader({ request }: Route.LoaderArgs) {
  return legalPageData("terms", new URL(request.url).pathname);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <LegalDocument
      heading={t("terms.heading")}
      intro={t("terms.intro")}
      updated={loaderData.updated}
      doc={loaderData.doc}
    />
  );
}
