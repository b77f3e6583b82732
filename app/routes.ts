import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { DEMO_PAGES, allPagePaths, demoRouteFile, routeFile } from "./i18n/pages";

/** Route table built from one list of pages x languages (docs/product.md §2.2). */
export default [
  index("routes/root-redirect.tsx"),
  ...allPagePaths().map(({ id, lang, path }) =>
    route(path, routeFile(id), { id: `${lang}-${id}` }),
  ),
  ...DEMO_PAGES.map((d) => route(d.path, demoRouteFile(d.id), { id: `demo-${d.id}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
