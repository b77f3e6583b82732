import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { STUDIO } from "~/content/studio";
import { pathFor } from "~/i18n/pages";
import type { Route } from "./+types/root-redirect";

const TARGET = pathFor("home", "en");

export const meta: Route.MetaFunction = () => [
  { title: STUDIO.brand },
  { name: "robots", content: "noindex" },
  { httpEquiv: "refresh", content: `0; url=${TARGET}` },
];

/**
 * `/` goes to the English home (docs/product.md §2.3); the server answers 301 before this is ever
 * served.
 */
export default function RootRedirect() {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    void navigate(`${TARGET}${search}${hash}`, { replace: true });
  }, [navigate, search, hash]);
  return (
    <p className="p-8">
      <Link to={TARGET}>{STUDIO.brand}</Link>
    </p>
  );
}
