import { describe, expect, it } from "vitest";
import { normalizeText, queryTokens, searchPages } from "~/features/search/search";
import type { SearchEntry } from "~/features/search/search-index";
import { extractSearchEntry } from "../../build-tools/extract-search-entry";

const page = (path: string, title: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  path,
  title,
  description: "",
  intro: "",
  sections: [],
  ...extra,
});

describe("normalizeText", () => {
  it("ignores case, diacritics and apostrophes in Latin and Cyrillic", () => {
    expect(normalizeText("Créé à Zürich")).toBe("cree a zurich");
    expect(normalizeText("Звʼязок ЇЖАК й")).toBe("звязок іжак и");
    expect(normalizeText("зв’язатися")).toBe(normalizeText("зв'язатися"));
  });

  it("drops one-letter words and duplicates from a query", () => {
    expect(queryTokens("  a Website  website 7 ")).toEqual(["website", "7"]);
    expect(queryTokens("   ")).toEqual([]);
  });
});

describe("searchPages", () => {
  const entries = [
    page("/fr", "Accueil", { description: "Sites web rapides et photo/vidéo" }),
    page("/fr/confidentialite", "Politique de confidentialité", {
      sections: [
        { id: "cookies", heading: "Cookies et stockage local", text: "cookieConsent all" },
        { id: "rights", heading: "Vos droits", text: "accès, rectification, effacement" },
      ],
    }),
    page("/ua/умови", "Умови надання послуг", {
      sections: [{ id: "payment", heading: "Оплата", text: "Рахунки слід оплатити" }],
    }),
    page("/nl/tandarts", "Websites voor tandartspraktijken"),
  ];

  it("finds a page by a word of its title, without accents", () => {
    const [first] = searchPages(entries, "confidentialite");
    expect(first?.href).toBe("/fr/confidentialite");
  });

  it("links to the matching section's anchor", () => {
    const [first] = searchPages(entries, "cookies");
    expect(first).toMatchObject({
      href: "/fr/confidentialite#cookies",
      sectionHeading: "Cookies et stockage local",
    });
    expect(searchPages(entries, "effacement")[0]?.href).toBe("/fr/confidentialite#rights");
  });

  it("matches word prefixes, Cyrillic and long fragments inside compound words", () => {
    expect(searchPages(entries, "vid")[0]?.href).toBe("/fr");
    expect(searchPages(entries, "оплат")[0]?.href).toBe("/ua/умови#payment");
    expect(searchPages(entries, "praktijk")[0]?.href).toBe("/nl/tandarts");
  });

  it("finds other forms of a word (inflections)", () => {
    const ua = [page("/ua/конфіденційність", "Політика конфіденційності")];
    expect(searchPages(ua, "конфіденційність")[0]?.href).toBe("/ua/конфіденційність");
    expect(searchPages(entries, "droit")[0]?.href).toBe("/fr/confidentialite#rights");
    expect(searchPages(entries, "webdesign")).toEqual([]);
  });

  it("finds other forms of a short word by its stem and a short ending, and Ukrainian і/о forms", () => {
    const ua = [
      page("/ua#calculator", "Калькулятор", {
        description: "Усі ціни в євро; ціну побачите одразу",
      }),
      page("/ua/портфоліо", "Портфоліо", { description: "Цікаві проєкти" }),
    ];
    ua.push(page("/ua/умови", "Умови", { description: "Вартість послуг" }));
    for (const query of ["вартості", "вартість"])
      expect(
        searchPages(ua, query).map((r) => r.href),
        query,
      ).toEqual(["/ua/умови"]);
    ua.pop();
    for (const query of ["ціна", "ціни", "ЦІНОЮ"])
      expect(
        searchPages(ua, query).map((r) => r.href),
        query,
      ).toEqual(["/ua#calculator"]);
    // Without a final vowel there is no shorter stem: "prix" does not find "privacy".
    expect(searchPages([page("/fr/confidentialite", "Privacy")], "prix")).toEqual([]);
  });

  it("prefers pages with every word of the query", () => {
    const results = searchPages(entries, "cookies accueil");
    expect(results.map((r) => r.href).sort()).toEqual(["/fr", "/fr/confidentialite#cookies"]);
    expect(searchPages(entries, "vos droits").map((r) => r.href)).toEqual([
      "/fr/confidentialite#rights",
    ]);
  });

  it("picks the section by the words that are not in the page title", () => {
    const terms = page("/nl/voorwaarden", "Algemene voorwaarden", {
      sections: [
        {
          id: "scope",
          heading: "Wanneer deze voorwaarden gelden",
          text: "Deze voorwaarden gelden",
        },
        { id: "payment", heading: "Betaling", text: "Facturen betaal je binnen 14 dagen." },
      ],
    });
    expect(searchPages([terms], "voorwaarden betaling")[0]?.href).toBe("/nl/voorwaarden#payment");
    expect(searchPages([terms], "voorwaarden")[0]?.href).toBe("/nl/voorwaarden");
  });

  it("between sections of one score, links to the one that says the word most", () => {
    const home = page("/ua", "Студія", {
      sections: [
        { id: "portfolio", heading: "Барбершоп", text: "Ціна стрижки онлайн" },
        {
          id: "calculator",
          heading: "Калькулятор вартості",
          text: "Ціну побачите одразу. Звичайна ціна 300 €. Усі ціни без ПДВ.",
        },
      ],
    });
    expect(searchPages([home], "ціна")[0]?.href).toBe("/ua#calculator");
  });

  it("returns nothing for a blank query or no match", () => {
    expect(searchPages(entries, "  ")).toEqual([]);
    expect(searchPages(entries, "xyzzy")).toEqual([]);
  });
});

describe("extractSearchEntry", () => {
  const html = `<!DOCTYPE html><html><head><title>Privacy | Studio</title>
    <meta name="description" content="What we collect &amp; why"></head><body>
    <header><a>Menu</a></header>
    <main id="main"><article><header><h1>Privacy policy</h1><p>How we handle data.</p></header>
    <nav><h2>On this page</h2><a href="#cookies">Cookies</a></nav>
    <section><h2 id="cookies">Cookies &amp; storage</h2><p>We store <b>cookieConsent</b>.</p>
    <p aria-hidden="true">404</p><svg><title>icon</title></svg><script>var x = "<p>no</p>";</script></section>
    <section id="rights"><h2>Your rights</h2><ul><li>Access</li><li>Erasure</li></ul>
    <select><option>Choose</option></select></section></article></main>
    <footer>Footer text</footer></body></html>`;

  it("reads title, description, intro and sections from <main>", () => {
    expect(extractSearchEntry(html, "/en/privacy")).toEqual({
      path: "/en/privacy",
      title: "Privacy policy",
      description: "What we collect & why",
      intro: "How we handle data.",
      sections: [
        { id: "cookies", heading: "Cookies & storage", text: "We store cookieConsent." },
        { id: "rights", heading: "Your rights", text: "Access Erasure" },
      ],
    });
  });

  it("keeps words apart where inline elements are laid out as blocks (the hero's lines)", () => {
    const hero = `<main><h1><span class="block">Websites that</span><span class="block text-brand-700">bring in clients,</span></h1><p>Fast <b class="font-bold">sites</b>.</p></main>`;
    const entry = extractSearchEntry(hero, "/en");
    expect(entry.title).toBe("Websites that bring in clients,");
    expect(entry.intro).toBe("Fast sites.");
  });

  it("keeps words apart in the children of a flex or grid box (the card's 'Email' over the address)", () => {
    const card = `<main><h1>Card</h1><a class="flex b"><span class="flex sc"><span class="a d">Email</span><span class="truncate">hello@example.com</span></span></a></main>`;
    expect(extractSearchEntry(card, "/en/card").intro).toBe("Email hello@example.com");
  });

  it("keeps only visible text: no comments, tooltips, popovers, dialogs, hidden parts, status lines or no-snippet parts", () => {
    const page = `<main><h1>Prices</h1><p>From<!-- -->600<!-- --> euro&nbsp;&eacute;t&eacute;</p>
      <h2 id="calc">Calculator</h2><p>Pick a platform<span role="tooltip">Tip text</span></p>
      <div popover="auto" id="quote"><p>Quote form</p></div><dialog><p>Founder</p></dialog>
      <p hidden>Later</p><button>Update price</button><p>Done.</p>
      <p role="status">Showing 8 of 8 projects</p><a href="/x.webp">Sunset<span data-nosnippet=""> (view larger)</span></a></main>`;
    const entry = extractSearchEntry(page, "/en");
    expect(entry.intro).toBe("From600 euro été");
    expect(entry.sections).toEqual([
      { id: "calc", heading: "Calculator", text: "Pick a platform Done. Sunset" },
    ]);
  });

  it("leaves out the labels of a form that sends something, and keeps a form that only shows prices", () => {
    const page = `<main><h2 id="contact">Contact</h2><p>Write to us.</p>
      <form method="post" action="/api/contact"><label>Name<input name="name"></label>
      <p>We use your data only to answer you.</p></form>
      <h2 id="calc">Calculator</h2><form method="get"><label><input type="checkbox">Online shop</label></form></main>`;
    expect(extractSearchEntry(page, "/en").sections).toEqual([
      { id: "contact", heading: "Contact", text: "Write to us." },
      { id: "calc", heading: "Calculator", text: "Online shop" },
    ]);
  });
});
