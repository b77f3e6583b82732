import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Meta, useLocation } from "react-router";

/**
 * In the browser the page's `<head>` is the prerendered one, left as it is
 * (docs/decisions/325-preact-in-the-browser.md): the server and the build add to it what no
 * component renders (the inline CSS, the inert stylesheet links, the boot script), which
 * hydration would otherwise take out. What a new page changes there is its title and
 * description: the router's `<Meta />` renders into a detached element, and they are copied
 * from it after every navigation.
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

function CopyToHead({ from }: { from: HTMLElement }) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const title = from.querySelector("title")?.textContent;
    if (title && document.title !== title) document.title = title;
    const description = from.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    const current = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description !== undefined && current) current.content = description;
  }, [from, key]);
  return null;
}
