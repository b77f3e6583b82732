import type { MetaDescriptor } from "react-router";
import { socialTags } from "./seo";
import { shareImagePath } from "./share-images";
import { languageOption } from "~/i18n/languages";
import { DEMO_PAGES } from "~/i18n/pages";
import { absoluteUrl, markupUrl } from "~/lib/site";

type DemoId = (typeof DEMO_PAGES)[number]["id"];

/**
 * Title, description, canonical and social tags of a demo site (docs/product.md §9). A demo is
 * English only and has one address, whatever language's page it was opened from (`?from=`); a
 * shared link shows the studio's website portfolio picture, the work the demo belongs to.
 */
export function demoMeta(
  id: DemoId,
  meta: { title: string; description: string },
): MetaDescriptor[] {
  const path = DEMO_PAGES.find((d) => d.id === id)!.path;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    ...socialTags({
      ...meta,
      url: absoluteUrl(path),
      locale: languageOption("en").ogLocale,
      image: shareImagePath("portfolio", "en"),
    }),
    { tagName: "link", rel: "canonical", href: markupUrl(path) },
  ];
}
