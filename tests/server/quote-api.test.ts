/** POST /api/quote: validation, the platform rules and prices recomputed on the server. */
import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADDONS,
  PAGES_MAX,
  PLATFORMS,
  PRICING,
  VAT_RATE,
  type Addon,
  type Platform,
} from "../../app/lib/pricing";
import { createApi, type Api } from "../../server/api";
import { calculator as siteNames } from "../../app/i18n/messages/en/calculator";
import type { Store } from "../../server/store/db";
import { leads } from "../../server/store/schema";
import { startFakeTelegram, type FakeTelegram } from "./helpers/fake-telegram";
import {
  openMemoryStore,
  postFormFields,
  postJson,
  quoteBody,
  resetStore,
  testConfig,
} from "./helpers/setup";

let store: Store;
let tg: FakeTelegram;
let api: Api;

beforeAll(async () => {
  store = await openMemoryStore();
  tg = await startFakeTelegram();
});
afterAll(async () => {
  await tg.close();
  await store.close();
});
beforeEach(async () => {
  await resetStore(store);
  tg.delivered.length = 0;
  tg.requests.length = 0;
  const env = {
    ...tg.env,
    RATE_LIMIT_ENABLED: "false",
  };
  api = await createApi(testConfig(env), { db: store, startOutbox: false });
});
afterEach(async () => {
  await api.close();
});

/** What one platform with one add-on and one page costs, from the price table. */
const onePageWith = (platform: Platform, addon: Addon) => {
  const price = PRICING[platform].addons[addon];
  return price === null ? null : PRICING[platform].base + price;
};
const inclVat = (amount: number) => Math.round(Math.round(amount * 100) * (1 + VAT_RATE)) / 100;
const eur = (amount: number) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(amount);

describe("quote prices for every platform and add-on rule", () => {
  for (const platform of PLATFORMS) {
    for (const addon of ADDONS) {
      const total = onePageWith(platform, addon);
      it(`${platform} + ${addon}: ${total === null ? "refused" : "base + add-on"}`, async () => {
        const res = await postJson(
          api.app,
          "/api/quote",
          quoteBody({ platform, pages: 1, addons: [addon] }),
        );
        if (total === null) {
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({
            error: "validation",
            fields: { addons: "unavailable_addon" },
          });
        } else {
          expect(res.status).toBe(200);
          expect(await res.json()).toEqual({
            ok: true,
            price: { oneTimeTotal: total, oneTimeTotalInclVat: inclVat(total), currency: "EUR" },
          });
        }
      });
    }
  }

  it("without JavaScript, an add-on the platform does not offer (a page older than the prices) is left out, not refused", async () => {
    const unavailable = PLATFORMS.flatMap((platform) =>
      ADDONS.filter((addon) => onePageWith(platform, addon) === null).map((addon) => ({
        platform,
        addon,
      })),
    );
    expect(unavailable.length).toBeGreaterThan(0);
    for (const [i, { platform, addon }] of unavailable.entries()) {
      const form = new URLSearchParams({
        name: `Stale Page ${i}`,
        email: "stale@example.com",
        platform,
        pages: "1",
        addons: addon,
        consent: "on",
        lang: "nl",
      });
      const res = await postFormFields(api.app, "/api/quote", form, {
        Origin: "https://studio.example",
        "X-Forwarded-For": `203.0.113.${100 + i}`,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toMatch(/\/nl\/message-sent/);
    }
    const rows = await store.db.select().from(leads);
    expect(rows).toHaveLength(unavailable.length);
    for (const row of rows) {
      const { config } = row.details as { config: { addons: string[] } };
      expect(config.addons).toEqual([]);
    }
  });

  it("elementor: the included pages are free, every further page costs the extra-page price", async () => {
    const rules = PRICING.elementor;
    const res = await postJson(
      api.app,
      "/api/quote",
      quoteBody({ platform: "elementor", pages: PAGES_MAX, addons: [] }),
    );
    const total = rules.base + (PAGES_MAX - rules.includedPages) * rules.extraPage;
    expect((await res.json()).price).toEqual({
      oneTimeTotal: total,
      oneTimeTotalInclVat: inclVat(total),
      currency: "EUR",
    });
  });

  it("lovable forces one page whatever the browser sends, and ignores totals sent by the browser", async () => {
    const res = await postJson(
      api.app,
      "/api/quote",
      quoteBody({ platform: "lovable", pages: 25, addons: ["seo"], total: 1, oneTimeTotal: 1 }),
    );
    const total = PRICING.lovable.base + (PRICING.lovable.addons.seo ?? 0);
    expect((await res.json()).price).toEqual({
      oneTimeTotal: total,
      oneTimeTotalInclVat: inclVat(total),
      currency: "EUR",
    });
    const [row] = await store.db.select().from(leads);
    expect(row?.details).toMatchObject({
      config: { platform: "lovable", pages: 1, addons: ["seo"] },
    });
  });
});

describe("quote validation", () => {
  it.each([
    ["consent not given", { consent: false }, { consent: "must_accept" }],
    ["consent missing", { consent: undefined }, { consent: "must_accept" }],
    ["an unknown platform", { platform: "wix" }, { platform: "invalid_value" }],
    ["pages out of range", { pages: 31 }, { pages: "out_of_range" }],
    ["zero pages", { pages: 0 }, { pages: "out_of_range" }],
    ["pages as text", { pages: "12" }, { pages: "invalid_type" }],
    ["an unknown add-on", { addons: ["cms"] }, { addons: "invalid_value" }],
    ["a bad email", { email: "marie" }, { email: "invalid_email" }],
  ])("refuses %s", async (_label, extra, fields) => {
    const res = await postJson(api.app, "/api/quote", quoteBody(extra));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "validation", fields });
    expect((await store.db.select({ n: count() }).from(leads))[0]?.n).toBe(0);
  });
});

describe("campaign tags", () => {
  // A tag is context, not the visitor's input: whatever an ad platform or a broken link puts in it.
  const dirty = {
    utm_source: "fb\u0000\u0085",
    utm_medium: "  ",
    utm_campaign: "весна\tзнижка\u202e\n",
    utm_term: "a\ud800b",
    utm_content: `${"x".repeat(199)}\u{1F600}`,
  };
  const clean = {
    utm_source: "fb",
    utm_campaign: "весна знижка",
    utm_term: "a b",
    utm_content: "x".repeat(199),
  };

  it("are cleaned, never a reason to refuse the quote (JSON)", async () => {
    const res = await postJson(api.app, "/api/quote", quoteBody({ utm: dirty }));
    expect(res.status).toBe(200);
    const [row] = await store.db.select().from(leads);
    expect(row?.details).toMatchObject({ utm: clean });
  });

  it("of the wrong shape are left out (JSON)", async () => {
    // Three requests of their own (the same one sent again would be stored once).
    for (const [i, utm] of ["spring", ["a"], { utm_source: 5, other: "x" }].entries()) {
      const res = await postJson(api.app, "/api/quote", quoteBody({ utm, name: `Client ${i}` }));
      expect(res.status).toBe(200);
    }
    const rows = await store.db.select().from(leads);
    expect(rows.map((r) => (r.details as { utm?: unknown }).utm)).toEqual([{}, {}, {}]);
  });

  it("are cleaned, never a reason to refuse the quote (form post, no JavaScript)", async () => {
    const body = quoteBody();
    const form = new URLSearchParams({
      ...Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
      ),
      consent: "on",
      // A form post cannot carry a lone surrogate (the browser sends U+FFFD): a line separator.
      ...dirty,
      utm_term: "a\u2028b",
    });
    const res = await postFormFields(api.app, "/api/quote", form, {
      Origin: "https://studio.example",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/message-sent/);
    const [row] = await store.db.select().from(leads);
    expect(row?.details).toMatchObject({ utm: clean });
  });
});

describe("quote message", () => {
  it("holds requester, configuration, prices, recurring costs, locale, UTM and IP (docs/product.md §6.2)", async () => {
    const res = await postJson(
      api.app,
      "/api/quote",
      quoteBody({
        name: "Olena Kovalenko",
        phone: "+380 44 123 4567",
        company: "Kovalenko & Co",
        message: "Need it fast",
        platform: "lovable",
        pages: 1,
        addons: ["calculator", "multilingual"],
        locale: "uk-UA",
        lang: "ua",
        utm: { utm_source: "facebook", utm_campaign: 'spring & "sale"' },
      }),
    );
    expect(res.status).toBe(200);
    await api.outbox!.runOnce();
    const rules = PRICING.lovable;
    const calculator = rules.addons.calculator!;
    const multilingual = rules.addons.multilingual!;
    const total = rules.base + multilingual + calculator;
    // What the platform includes (price 0) is named too, in the catalogue's order; every option
    // by the name the visitor saw on the (English) site.
    const named: Partial<Record<Addon, string>> = {
      multilingual: `${siteNames["calculator.addon.multilingual.name"]} ${eur(multilingual)}`,
      calculator: `${siteNames["calculator.addon.calculator.name"]} ${eur(calculator)}`,
    };
    const addonsLine = ADDONS.filter((a) => named[a] || rules.addons[a] === 0)
      .map((a) => named[a] ?? `${siteNames[`calculator.addon.${a}.name`]} included`)
      .join(", ");
    const pages = `${rules.includedPages} ${rules.includedPages === 1 ? "page" : "pages"}`;
    const offer = rules.originalBase ? `; special offer, normally ${eur(rules.originalBase)}` : "";
    const { min, max }: { min: number; max: number } = rules.domainYearly;
    expect(tg.delivered[0]?.text).toBe(
      [
        "<b>🧮 New quote request</b>",
        "",
        "<b>Name:</b> Olena Kovalenko",
        "<b>Email:</b> marie@example.fr",
        "<b>Phone:</b> +380 44 123 4567",
        "<b>Company:</b> Kovalenko &amp; Co",
        "",
        // The names the visitor saw on the (English) site.
        `<b>Platform:</b> ${siteNames["calculator.platform.lovable.name"]}`,
        `<b>Base package:</b> ${eur(rules.base)} (includes ${pages}${offer})`,
        `<b>Pages:</b> ${rules.includedPages}`,
        `<b>Add-ons:</b> ${addonsLine}`,
        `<b>One-time total (ex VAT):</b> ${eur(total)}`,
        `<b>One-time total (incl. ${Math.round(VAT_RATE * 100)}% VAT):</b> ${eur(inclVat(total))}`,
        `<b>Support &amp; maintenance:</b> ${eur(rules.supportMonthly)}/month ex VAT (${eur(inclVat(rules.supportMonthly))} incl. VAT)`,
        "<b>Hosting:</b> Included with support",
        `<b>Domain:</b> ${min === max ? eur(min) : `${eur(min)}–${eur(max)}`}/year`,
        "<b>Currency:</b> EUR",
        "",
        "<b>Page language:</b> ua",
        "<b>Browser locale:</b> uk-UA",
        "<b>UTM:</b> utm_source=facebook, utm_campaign=spring &amp; &quot;sale&quot;",
        "<b>IP:</b> 203.0.113.7",
        "",
        "<b>Message:</b>",
        "Need it fast",
      ].join("\n"),
    );
  });
});

describe("quote spam policy", () => {
  it("delivers a quote sent 0.8 s after the form opened, marked, with markup escaped", async () => {
    const res = await postJson(
      api.app,
      "/api/quote",
      quoteBody({
        company: "<a href=x>ACME</a>",
        message: "can you embed an <iframe>?",
        startedAt: 5_000_000,
        sentAt: 5_000_800,
      }),
    );
    expect(res.status).toBe(200);
    await api.outbox!.runOnce();
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ spam: false, company: "<a href=x>ACME</a>" });
    const text = tg.delivered[0]?.text ?? "";
    expect(text.split("\n")[1]).toBe(
      "⚠️ <i>Sent 0.8 s after the form opened: may be automated</i>",
    );
    expect(text).toContain("<b>Company:</b> &lt;a href=x&gt;ACME&lt;/a&gt;");
    expect(text).toContain("can you embed an &lt;iframe&gt;?");
  });

  it("answers a filled honeypot like success and delivers nothing", async () => {
    const res = await postJson(api.app, "/api/quote", quoteBody({ website: "x" }));
    expect(res.status).toBe(200);
    await api.outbox!.runOnce();
    expect(tg.delivered).toHaveLength(0);
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ spam: true, spamReason: "honeypot" });
  });
});

describe("a quote sent again", () => {
  it("after Back, by the page's scripts (JSON, a new id) is the one the form posted: stored once", async () => {
    const from = { incoming: { socket: { remoteAddress: "203.0.113.77" } } };
    const first = await api.app.request(
      "/api/quote",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://studio.example",
        },
        body: new URLSearchParams({
          name: "Olena Koval",
          email: "olena@example.com",
          platform: "elementor",
          pages: "12",
          addons: "seo",
          consent: "on",
          lang: "ua",
          startedAt: String(Date.now() - 20_000),
        }).toString(),
      },
      from,
    );
    expect(first.status).toBe(303);
    const again = () =>
      api.app.request(
        "/api/quote",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "https://studio.example" },
          body: JSON.stringify({
            name: "Olena Koval",
            email: "olena@example.com",
            platform: "elementor",
            pages: 12,
            addons: ["seo"],
            consent: true,
            lang: "ua",
            id: crypto.randomUUID(),
            startedAt: Date.now() - 30_000,
          }),
        },
        from,
      );
    expect((await again()).status).toBe(200);
    expect((await store.db.select({ n: count() }).from(leads))[0]?.n).toBe(1);
  });
});
