import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Meta, useLocation } from "react-router";

/**
 * In the browser the page's `<head>` is the prerendered one, left as it is
 * (docs/decisions/325-preact-in-the-browser.md): the server and the build add to it what no
 * component renders (the inline CSS, the inert stylesheet links, the boot script), which
 * hydration would otherwise take out. What a new page changes there, its title and the tags that
 * describe the page (description, robots, canonical address, language alternates, share tags,
 * structured data), is rendered by the router's `<Meta />` into a detached element and copied from
 * it after every navigation: a phone's Share button sends the canonical address, which must be the
 * page on screen, not the first one loaded (docs/decisions/347-head-follows-the-page.md).
 */
export function ClientHead() {
  const [detached] = useState(() => document.createElement("div"));
  return createPortal(
    <>
      <Meta />
      <CopyToHead from={detached} />
    </>,
    detached,
  );
}

/** The head's tags that describe the page on screen; every other head element stays. */
const PAGE_TAGS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(",");

function CopyToHead({ from }: { from: HTMLElement }) {
  const { key } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    const title = from.querySelector("title")?.textContent;
    if (title && document.title !== title) document.title = title;
    // The prerendered head already describes the page it was rendered for.
    if (first.current) {
      first.current = false;
      return;
    }
    const old = [...document.head.querySelectorAll(PAGE_TAGS)];
    const place = old[0] ?? null;
    for (const tag of from.querySelectorAll(PAGE_TAGS)) {
      document.head.insertBefore(tag.cloneNode(true), place);
    }
    for (const tag of old) tag.remove();
  }, [from, key]);
  return null;
}
