import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  LANGUAGE_OPTIONS,
  langFromPath,
  rewritePathForLang,
  stripLangPrefix,
} from "~/i18n/languages";
import {
  DEMO_PAGES,
  PAGE_IDS,
  allPagePaths,
  demoRouteFile,
  pageFromPath,
  pathFor,
  routeFile,
  switchLanguagePath,
} from "~/i18n/pages";
import { resolveRedirect } from "~/i18n/redirects";
import { menuHref } from "~/components/layout/nav-links";

describe("language from the path", () => {
  it.each([
    ["/nl", "nl"],
    ["/nl/portfolio", "nl"],
    ["/ua/card", "ua"],
    ["/uk/card", "ua"],
    ["/fr", "fr"],
    ["/fr/conditions", "fr"],
    ["/en/card", "en"],
    ["/", "en"],
    ["/demo/barbershop", "en"],
    ["/nlx", "en"],
    ["/de/card", "en"],
  ])("%s -> %s", (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });

  it("offers four languages with code, label and native name", () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.code)).toEqual(["en", "nl", "ua", "fr"]);
    expect(LANGUAGE_OPTIONS.map((o) => o.iso)).toEqual(["en", "nl", "uk", "fr"]);
    for (const o of LANGUAGE_OPTIONS) {
      expect(o.label).toMatch(/^[A-Z]{2}$/);
      expect(o.nativeName.length).toBeGreaterThan(3);
    }
  });

  it("rewrites the path: removes any prefix, adds /{lang} for non-English, keeps the rest", () => {
    expect(stripLangPrefix("/nl/portfolio")).toBe("/portfolio");
    expect(stripLangPrefix("/uk")).toBe("/");
    expect(rewritePathForLang("/nl/portfolio", "fr")).toBe("/fr/portfolio");
    expect(rewritePathForLang("/nl/portfolio", "en")).toBe("/portfolio");
    expect(rewritePathForLang("/portfolio", "ua")).toBe("/ua/portfolio");
    expect(rewritePathForLang("/fr", "nl")).toBe("/nl");
    expect(rewritePathForLang("/nl/portfolio", "en", true)).toBe("/en/portfolio");
  });
});

describe("route table", () => {
  it("has every page in every language, the dental page only in Dutch", () => {
    const paths = allPagePaths().map((p) => p.path);
    for (const lang of ["en", "nl", "ua", "fr"]) {
      for (const slug of ["", "/photo-video", "/portfolio", "/website-portfolio", "/card"]) {
        expect(paths).toContain(`/${lang}${slug}`);
      }
    }
    expect(paths).toContain("/nl/tandarts");
    expect(paths).not.toContain("/en/tandarts");
  });

  it.each([
    ["legal", ["/en/legal", "/nl/juridisch", "/ua/legal", "/fr/legal"]],
    [
      "privacy",
      ["/en/privacy", "/nl/privacybeleid", "/ua/конфіденційність", "/fr/confidentialite"],
    ],
    ["terms", ["/en/terms", "/nl/voorwaarden", "/ua/умови", "/fr/conditions"]],
  ] as const)("localized %s slugs", (id, expected) => {
    expect((["en", "nl", "ua", "fr"] as const).map((l) => pathFor(id, l))).toEqual(expected);
  });

  it("finds pages from raw and percent-encoded paths", () => {
    expect(pageFromPath("/ua/конфіденційність")).toEqual({ id: "privacy", lang: "ua" });
    expect(pageFromPath(encodeURI("/ua/умови"))).toEqual({ id: "terms", lang: "ua" });
    expect(pageFromPath("/nl/juridisch/")).toEqual({ id: "legal", lang: "nl" });
    expect(pageFromPath("/nl/nope")).toBeNull();
    // An encoded slash is part of its segment, as the router reads it: no page.
    expect(pageFromPath("/nl%2Fjuridisch")).toBeNull();
    expect(pageFromPath("/nl%2fjuridisch")).toBeNull();
  });

  it.each([
    ["/", "/en"],
    ["/photo", "/en/photo-video"],
    ["/video", "/en/photo-video"],
    ["/photo-video", "/en/photo-video"],
    ["/photo-video-portfolio", "/en/portfolio"],
    ["/nl/photo-video-portfolio", "/nl/portfolio"],
    ["/ua/photo-video-portfolio", "/ua/portfolio"],
    ["/portfolio", "/en/portfolio"],
    ["/website-portfolio", "/en/website-portfolio"],
    ["/card", "/en/card"],
    ["/legal", "/en/legal"],
    ["/juridisch", "/nl/juridisch"],
    ["/privacy", "/en/privacy"],
    ["/privacybeleid", "/nl/privacybeleid"],
    ["/terms", "/en/terms"],
    ["/voorwaarden", "/nl/voorwaarden"],
    ["/uk", "/ua"],
    ["/uk/card", "/ua/card"],
    ["/en/", "/en"],
    ["/nl/portfolio/", "/nl/portfolio"],
    ["/card/", "/en/card"],
    ["/EN", "/en"],
    ["/Nl/photo-video", "/nl/photo-video"],
    ["/FR/legal", "/fr/legal"],
    ["/en/CARD/", "/en/card"],
    ["/UK/Card", "/ua/card"],
    ["/demo/Barbershop", "/demo/barbershop"],
    ["/NL/Tandarts", "/nl/tandarts"],
    ["/en//photo-video", "/en/photo-video"],
    ["/nl//portfolio//", "/nl/portfolio"],
    [encodeURI("/UA/УМОВИ"), encodeURI("/ua/умови")],
    // Only the language prefix changed: the page's slug in that language.
    ["/nl/terms", "/nl/voorwaarden"],
    ["/fr/privacy", "/fr/confidentialite"],
    ["/ua/terms", encodeURI("/ua/умови")],
    ["/en/privacybeleid", "/en/privacy"],
    [encodeURI("/nl/конфіденційність"), "/nl/privacybeleid"],
    ["/fr/juridisch/", "/fr/legal"],
    // A page's file name: the page's own path.
    ["/index.html", "/en"],
    ["/en/index.html", "/en"],
    ["/nl/privacybeleid/index.html", "/nl/privacybeleid"],
    ["/demo/barbershop/INDEX.HTML", "/demo/barbershop"],
    ["/nl/privacy/index.html", "/nl/privacybeleid"],
    ["/xyz/index.html", "/xyz"],
    // One spelling of a page's address: its letters encoded in upper case hex, composed.
    [encodeURI("/ua/умови").toLowerCase(), encodeURI("/ua/умови")],
    [encodeURI("/uk/конфіденційність").toLowerCase(), encodeURI("/ua/конфіденційність")],
    [encodeURI("/ua/конфіденційність".normalize("NFD")), encodeURI("/ua/конфіденційність")],
  ])("redirects %s -> %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it.each([
    "/en",
    "/nl/portfolio",
    "/demo/barbershop",
    "/nl/tandarts",
    "/xyz",
    "/EN/no-such-page",
    encodeURI("/ua/умови"),
    "/assets/framework-C14xjpzz.js",
    // `/uk/…` of no Ukrainian page: the 404 where it was asked for, not a redirect to one.
    "/uk/tandarts",
    "/uk/demo/barbershop",
    "/uk/no-such-page",
  ])("does not redirect %s", (path) => {
    expect(resolveRedirect(path)).toBeNull();
  });
});

describe("switching language", () => {
  it.each([
    ["/nl/privacybeleid", "fr", "/fr/confidentialite"],
    ["/fr/confidentialite", "ua", "/ua/конфіденційність"],
    ["/ua/умови", "nl", "/nl/voorwaarden"],
    ["/nl/juridisch", "en", "/en/legal"],
    ["/en/card", "nl", "/nl/card"],
    ["/nl", "en", "/en"],
    ["/nl/tandarts", "fr", "/fr"],
    ["/nl/tandarts", "nl", "/nl/tandarts"],
    ["/demo/cleaning", "ua", "/ua"],
    ["/nl/unknown-page", "en", "/en/unknown-page"],
  ] as const)("%s in %s is %s", (from, lang, to) => {
    expect(switchLanguagePath(from, lang)).toBe(to);
  });
});

describe("route modules", () => {
  it("every page and demo site names a route module that exists", () => {
    for (const id of PAGE_IDS) {
      expect(existsSync(path.join("app", routeFile(id))), id).toBe(true);
    }
    for (const demo of DEMO_PAGES) {
      expect(existsSync(path.join("app", demoRouteFile(demo.id))), demo.id).toBe(true);
    }
    expect(routeFile("messageNotSent")).toBe("routes/message-not-sent.tsx");
  });
});

describe("phone menu links before the scripts", () => {
  it("gives a link to a part of the page shown an empty query, and leaves the rest", () => {
    const contact = pathFor("home", "ua", "contact");
    expect(menuHref(contact, pathFor("home", "ua"), false)).toBe(
      `${pathFor("home", "ua")}?#contact`,
    );
    expect(menuHref(contact, pathFor("home", "ua"), true)).toBe(contact);
    expect(menuHref(contact, pathFor("portfolio", "ua"), false)).toBe(contact);
    expect(menuHref(pathFor("portfolio", "ua"), pathFor("portfolio", "ua"), false)).toBe(
      pathFor("portfolio", "ua"),
    );
  });
});
