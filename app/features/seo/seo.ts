import type { MetaDescriptor } from "react-router";
import { shareImageFor, shareImagePath } from "./share-images";
import { LANGUAGE_OPTIONS, languageOption, type Lang } from "~/i18n/languages";
import type { MessageKey, Messages } from "~/i18n/messages/types";
import { pageMessages, type RootLoaderData } from "~/i18n/page-dictionary";
import { pageLangs, pathFor, type PageId } from "~/i18n/pages";
import { CLAIMS } from "~/content/studio";
import { CLAIM_VARS } from "~/features/home/claims";
import { fillVars, WORD_JOINER } from "~/lib/fill-vars";
import { absoluteUrl, markupUrl } from "~/lib/site";
import { breadcrumbJsonLd, type Json } from "./structured-data";

interface RootData {
  lang: Lang;
  messages: Partial<Messages>;
}

interface MetaArgs {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

export function rootData(args: MetaArgs): RootData {
  const root = args.matches.find((m) => m?.id === "root");
  const data = root?.data as RootLoaderData;
  return { lang: data.lang, messages: pageMessages(data) };
}

/** The studio's numbers in titles and descriptions come from its content, as on the pages. */
export const META_VARS = { ...CLAIM_VARS, days: CLAIMS.photoDeliveryDays };

/** A title or description as search results and link previews show it. */
export function metaText(messages: Partial<Messages>, key: string, lang: Lang): string {
  // A search result or a link preview is not laid out by the page: no word joiners in it.
  return fillVars(messages[key as MessageKey] ?? key, META_VARS, lang).replaceAll(WORD_JOINER, "");
}

/** Title, description, canonical, hreflang alternates and social tags of a page. */
export function pageMeta(
  args: MetaArgs,
  id: PageId,
  /** `jsonLd`: the page's structured data instead of the breadcrumbs (the home page's studio). */
  opts: { noindex?: boolean; jsonLd?: Json } = {},
): MetaDescriptor[] {
  const { lang, messages } = rootData(args);
  const title = metaText(messages, `${id}.meta.title`, lang);
  const description = metaText(messages, `${id}.meta.description`, lang);
  const url = absoluteUrl(pathFor(id, lang));
  const langs = pageLangs(id);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...socialTags({
      title,
      description,
      url,
      siteName: metaText(messages, "site.name", lang),
      locale: languageOption(lang).ogLocale,
      image: shareImagePath(shareImageFor(id), lang),
    }),
  ];
  tags.push({
    "script:ld+json":
      opts.jsonLd ??
      breadcrumbJsonLd(lang, messages, id, pageName(title, metaText(messages, "site.name", lang))),
  });
  if (opts.noindex) {
    tags.push({ name: "robots", content: "noindex, follow" });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: markupUrl(pathFor(id, lang)) });
  if (langs.length > 1) {
    for (const o of LANGUAGE_OPTIONS.filter((o) => langs.includes(o.code))) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: o.iso,
        href: markupUrl(pathFor(id, o.code)),
      });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: markupUrl(pathFor(id, "en")),
    });
  }
  return tags;
}

/** The Open Graph tags of a shared link (`image`: a path on this site, 1200 × 630). */
export function socialTags(s: {
  title: string;
  description: string;
  url: string;
  siteName?: string;
  locale: string;
  image: string;
}): MetaDescriptor[] {
  return [
    { property: "og:title", content: s.title },
    { property: "og:description", content: s.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: s.url },
    ...(s.siteName ? [{ property: "og:site_name", content: s.siteName }] : []),
    { property: "og:locale", content: s.locale },
    { property: "og:image", content: absoluteUrl(s.image) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    // X reads the title, description and image from the Open Graph tags when its own are absent:
    // only the card type is its own (three repeated tags were ~0.1 KB gzip of every page).
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * A page's name in its breadcrumb: its title without the studio's name after it ("Photo & video
 * services", where the heading is the slogan "Photo & video that tells your story").
 */
function pageName(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
