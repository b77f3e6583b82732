import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { NotFoundPage } from "~/components/sections/not-found-page";
import { resolveRedirect } from "~/i18n/redirects";
import { rootData } from "~/features/seo/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = (args) => {
  const { messages } = rootData(args);
  return [
    // Named like every other page's title ("… | Studio Noord"), for the tab and the history.
    { title: `${messages["notFound.title"]} | ${messages["site.name"]}` },
    { name: "description", content: messages["notFound.description"] },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Any other path (docs/product.md §11). In the browser, a path of the redirect table is replaced by
 * its target (docs/product.md §2.3: redirects replace the history entry); the server answers those
 * with 301.
 */
export default function NotFoundRoute() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const target = resolveRedirect(pathname);
  useEffect(() => {
    if (target) void navigate(`${target}${search}${hash}`, { replace: true });
    else console.warn(`404: no page at ${pathname}`);
  }, [target, pathname, search, hash, navigate]);
  return <NotFoundPage />;
}
