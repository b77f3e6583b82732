import { LegalDocument } from "~/features/legal/legal-document";
import { legalPageData } from "~/features/legal/legal-data.server";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "legal");

/** Build time: only this language's body reaches the page (docs/product.md §12). */
export function loader({ request }: Route.LoaderArgs) {
  return legalPageData("legal", new URL(request.url).pathname);
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <LegalDocument
      heading={t("legal.heading")}
      intro={t("legal.intro")}
      updated={loaderData.updated}
      doc={loaderData.doc}
    />
  );
}
