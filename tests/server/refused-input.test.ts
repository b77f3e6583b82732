/**
 * A refused no-JavaScript form kept for its page's language links: the store (expiry, bound) and
 * the page in another language (server/refused-input.ts).
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { FormOutcome } from "../../app/lib/form-outcome";
import { RefusedInputs, refusedInputPages } from "../../server/refused-input";
import type { RenderOptions } from "../../server/ssr-handler";

const refusal = (name: string): FormOutcome => ({
  reason: "invalid",
  form: "contact",
  errors: { email: "invalid_email" },
  values: { name, email: "olena@", lang: "ua" },
});

describe("RefusedInputs", () => {
  it("finds a refusal by its key until it expires; unknown keys find nothing", () => {
    let now = 1_000;
    const store = new RefusedInputs(60_000, 10, () => now);
    const key = store.keep(refusal("Olena"));
    expect(store.keep(refusal("Olena"))).not.toBe(key);
    expect(store.find(key)).toEqual(refusal("Olena"));
    for (const other of [null, undefined, "", "no-such-key"]) expect(store.find(other)).toBeNull();
    now += 60_001;
    expect(store.find(key)).toBeNull();
  });

  it("keeps at most its bound, the oldest going first", () => {
    const store = new RefusedInputs(60_000, 3);
    const keys = ["a", "b", "c", "d"].map((n) => store.keep(refusal(n)));
    expect(store.find(keys[0])).toBeNull();
    expect(keys.slice(1).map((k) => store.find(k)?.values.name)).toEqual(["b", "c", "d"]);
  });

  it("keeps at most its bound of input in all, the oldest going first, the newest always", () => {
    const size = JSON.stringify(refusal("x".repeat(10_000))).length;
    const store = new RefusedInputs(60_000, 100, () => Date.now(), size * 2);
    const keys = ["a", "b", "c"].map((n) => store.keep(refusal(n.repeat(10_000))));
    expect(store.find(keys[0])).toBeNull();
    expect(keys.slice(1).map((k) => store.find(k)?.values.name?.[0])).toEqual(["b", "c"]);
    // One refusal larger than the bound is still kept until the next comes.
    const big = store.keep(refusal("x".repeat(30_000)));
    expect(store.find(big)).not.toBeNull();
    expect(store.find(keys[2])).toBeNull();
    const small = store.keep(refusal("Olena"));
    expect(store.find(big)).toBeNull();
    expect(store.find(small)?.values.name).toBe("Olena");
  });
});

describe("refusedInputPages", () => {
  function site(store: RefusedInputs) {
    const rendered: { url: string; options: RenderOptions }[] = [];
    const app = new Hono();
    app.use(
      "*",
      refusedInputPages(async (request, options = {}) => {
        rendered.push({ url: request.url, options });
        return new Response("<html>page</html>", { headers: { "Content-Type": "text/html" } });
      }, store),
    );
    app.all("*", (c) => c.text("next", 404));
    return { app, rendered };
  }

  it("renders the not-sent page in the link's language with the kept input, privately", async () => {
    const store = new RefusedInputs();
    const key = store.keep(refusal("Olena"));
    const { app, rendered } = site(store);
    const res = await app.request(`http://site.test/nl/message-not-sent?retry=${key}`);
    expect(res.status).toBe(200);
    expect(rendered[0]!.url).toBe(`http://site.test/nl/message-not-sent?retry=${key}`);
    expect(rendered[0]!.options).toMatchObject({ hydrate: false, private: true });
    // The retry form now posts in the page's language; the kept refusal is unchanged.
    expect(rendered[0]!.options.context?.formOutcome).toEqual({
      ...refusal("Olena"),
      values: { ...refusal("Olena").values, lang: "nl" },
    });
    expect(store.find(key)?.values.lang).toBe("ua");
  });

  it("leaves unknown keys, other pages and other methods to the rest of the site", async () => {
    const store = new RefusedInputs();
    const key = store.keep(refusal("Olena"));
    const { app, rendered } = site(store);
    for (const [path, method] of [
      ["/nl/message-not-sent?retry=unknown", "GET"],
      ["/nl/message-not-sent", "GET"],
      [`/nl/message-sent?retry=${key}`, "GET"],
      [`/xx/message-not-sent?retry=${key}`, "GET"],
      [`/nl/message-not-sent?retry=${key}`, "POST"],
    ] as const) {
      expect(await (await app.request(`http://site.test${path}`, { method })).text()).toBe("next");
    }
    expect(rendered).toHaveLength(0);
  });
});
