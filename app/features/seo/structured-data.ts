import type { Lang } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages/types";
import { pathFor, type PageId } from "~/i18n/pages";
import { markupUrl } from "~/lib/site";

export type Json = Record<string, unknown>;

/** Home > page breadcrumbs for inner pages. */
export function breadcrumbJsonLd(
  lang: Lang,
  messages: Partial<Messages>,
  id: PageId,
  title: string,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      {
        "@type": "ListItem",
        position: 1,
        name: messages["nav.home"],
        item: markupUrl(pathFor("home", lang)),
      },
      { "@type": "ListItem", position: 2, name: title, item: markupUrl(pathFor(id, lang)) },
    ],
  };
}
