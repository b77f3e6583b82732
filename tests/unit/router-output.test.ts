import { describe, expect, it } from "vitest";
import { compactRouterOutput } from "../../server/defer-hydration";
import { inlineScriptHashes } from "../../server/csp-hashes";

/** A link, and React Router's scripts as it writes them at the end of a prerendered page. */
const ROUTER_END = [
  '<a href="/en/privacy" data-discover="true">Privacy</a>',
  '<script>window.__reactRouterContext = {"basename":"/","future":{"v8_middleware":false,"unstable_optimizeDeps":false},"routeDiscovery":{"mode":"initial"},"ssr":true};</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script>',
  "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->",
  "</body></html>",
].join("");

describe("compactRouterOutput", () => {
  const out = compactRouterOutput(ROUTER_END);

  it("drops the flag list when every flag is off, and keeps it when one is on", () => {
    expect(out).toContain('"future":{}');
    const on = ROUTER_END.replace('"v8_middleware":false', '"v8_middleware":true');
    expect(compactRouterOutput(on)).toContain('"v8_middleware":true');
  });

  it("closes the stream in the last data script, in order, with one script fewer", () => {
    expect(out).toContain(
      '.enqueue("[{\\"_1\\":2}]\\n");window.__reactRouterContext.streamController.close();</script>',
    );
    expect(out.match(/<script>/g)).toHaveLength(2);
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(ROUTER_END).length - 1);
    // React's Suspense markers stay as rendered.
    expect(out.match(/<!--\$-->/g)).toHaveLength(2);
    expect(out.match(/<!--\/\$-->/g)).toHaveLength(2);
  });

  it("drops the route discovery mark only when every route is in the page's manifest", () => {
    expect(out).toContain('<a href="/en/privacy">Privacy</a>');
    const lazy = ROUTER_END.replace('"mode":"initial"', '"mode":"lazy"');
    expect(compactRouterOutput(lazy)).toContain('data-discover="true"');
  });

  it("leaves a page of another shape as it is", () => {
    const other = "<script>window.__reactRouterContext = {};</script></body></html>";
    expect(compactRouterOutput(other)).toBe(other);
  });
});
