/**
 * The server's part of the demo forms without JavaScript: a POST to a demo page is rendered by the
 * page's action, privately; other posts and oversized bodies are not.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MAX_DEMO_POST_BYTES, demoFormPosts, type RenderOptions } from "../../server/ssr-handler";

function site() {
  const rendered: { url: string; body: string; options: RenderOptions }[] = [];
  const app = new Hono();
  app.use(
    "*",
    demoFormPosts(async (request, options = {}) => {
      rendered.push({ url: request.url, body: await request.text(), options });
      return new Response("<html>page</html>", { headers: { "Content-Type": "text/html" } });
    }),
  );
  app.all("*", (c) => c.text("next", 404));
  return { app, rendered };
}

describe("demoFormPosts", () => {
  it("renders a post to a demo page (query kept), never cached", async () => {
    const { app, rendered } = site();
    const res = await app.request("http://site.test/demo/barbershop?from=ua", {
      method: "POST",
      body: new URLSearchParams({ form: "booking", name: "Jan" }),
    });
    expect(res.status).toBe(200);
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.url).toBe("http://site.test/demo/barbershop?from=ua");
    expect(rendered[0]!.body).toBe("form=booking&name=Jan");
    expect(rendered[0]!.options.private).toBe(true);
  });

  it("renders a package card's post to the dental page, never cached", async () => {
    const { app, rendered } = site();
    const res = await app.request("http://site.test/nl/tandarts?pakket=growth", {
      method: "POST",
      body: new URLSearchParams({ intent: "package", name: "Eva" }),
    });
    expect(res.status).toBe(200);
    expect(rendered.map((r) => [r.url, r.options.private])).toEqual([
      ["http://site.test/nl/tandarts?pakket=growth", true],
    ]);
  });

  it("leaves other methods and paths alone", async () => {
    const { app, rendered } = site();
    expect((await app.request("http://site.test/demo/barbershop")).status).toBe(404);
    const other = await app.request("http://site.test/en", { method: "POST", body: "x=1" });
    expect(await other.text()).toBe("next");
    expect(rendered).toHaveLength(0);
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    const { app, rendered } = site();
    const big = "x=" + "a".repeat(MAX_DEMO_POST_BYTES);
    const declared = await app.request("http://site.test/demo/cleaning", {
      method: "POST",
      body: big,
      headers: { "Content-Length": String(big.length) },
    });
    expect(declared.status).toBe(413);
    const streamed = await app.request("http://site.test/demo/cleaning", {
      method: "POST",
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(rendered).toHaveLength(0);
  });
});
