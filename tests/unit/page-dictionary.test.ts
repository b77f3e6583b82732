import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../app/i18n/languages";
import { messagesForPath, packedDictionaryFor } from "../../app/i18n/messages/for-page";
import {
  dictionaryAt,
  dictionaryHref,
  dictionaryModule,
  pageMessages,
  registerDictionary,
} from "../../app/i18n/page-dictionary";
import { allPagePaths } from "../../app/i18n/pages";
import { allPrerenderPaths } from "../../app/i18n/prerender";
import { importDictionary } from "../../server/defer-hydration";
import { pageDictionaryFiles } from "../../scripts/page-dictionaries";
import { inlineSmallDictionary } from "../../server/inline-dictionary";

/** docs/decisions/299-page-dictionary-as-a-file.md */
describe("a page's dictionary as a file of its own", () => {
  it("registers, when run in a browser, the page's texts under its own address", () => {
    const { lang, packed } = packedDictionaryFor("/ua/photo-video");
    const href = dictionaryHref(lang, packed);
    const self: { __dict?: Record<string, string> } = {};
    runInNewContext(dictionaryModule(href, packed), { self });
    expect(self.__dict).toEqual({ [href]: packed });
    // What the page's components then read is the page's dictionary, text for text.
    registerDictionary(lang, self.__dict![href]!);
    expect(dictionaryAt(href)).toEqual(messagesForPath(lang, "/ua/photo-video"));
    expect(pageMessages({ lang, dictionary: href })).toEqual(dictionaryAt(href));
  });

  it("is named by its content: another text, another address; the same text, the same one", () => {
    const a = packedDictionaryFor("/nl/portfolio");
    expect(dictionaryHref(a.lang, a.packed)).toBe(dictionaryHref(a.lang, `${a.packed}`));
    expect(dictionaryHref(a.lang, a.packed)).not.toBe(dictionaryHref(a.lang, `${a.packed}.`));
    expect(dictionaryHref(a.lang, a.packed)).toMatch(/^\/assets\/dict\/nl-[0-9a-z]+\.js$/);
  });

  it("says which address is missing instead of rendering raw keys", () => {
    expect(() => dictionaryAt("/assets/dict/xx-none.js")).toThrow(/xx-none/);
  });

  it("exists as a built file for every path the server renders, prerendered or not", () => {
    const built = pageDictionaryFiles();
    const rendered = [
      ...allPrerenderPaths(),
      ...allPagePaths().map((p) => p.path),
      // Unknown paths are the 404 page with its search, rendered per request.
      ...LANGS.map((lang) => `/${lang}/no-such-page/deeper`),
      "/no-such-page",
    ];
    for (const pathname of rendered) {
      const { lang, packed } = packedDictionaryFor(pathname);
      expect(built.has(dictionaryHref(lang, packed)), pathname).toBe(true);
    }
    // Pages share a file only when their texts are the same.
    expect(built.size).toBeLessThan(allPrerenderPaths().length);
    expect(built.size).toBeGreaterThanOrEqual(allPagePaths().length / LANGS.length);
  });

  it("is imported by the boot module before anything else, so React hydrates with it", () => {
    const href = "/assets/dict/ua-abc123.js";
    const html = [
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      `<script>window.__reactRouterContext.streamController.enqueue("[\\"dictionary\\",\\"${href}\\"]");</script>`,
      '<script type="module" async="">import "/assets/manifest-1.js";</script>',
    ].join("");
    expect(importDictionary(html)).toContain(
      `<script type="module" async="">import"${href}";import "/assets/manifest-1.js";`,
    );
    // Preloaded first, with the chunks (docs/decisions/327-scripts-fetched-after-the-first-frame.md).
    expect(importDictionary(html)).toMatch(
      new RegExp(
        `^<link rel="modulepreload" href="${href}"/><link rel="modulepreload" href="/assets/manifest-1.js"/>`,
      ),
    );
    const withoutData = '<script type="module" async="">import "/assets/manifest-1.js";</script>';
    expect(importDictionary(withoutData)).toBe(withoutData);
  });
});

describe("a small page keeps its dictionary inline (docs/decisions/299-page-dictionary-as-a-file.md)", () => {
  const href = "/assets/dict/en-abc123.js";
  const packed = "site.name¦Studio </script> Noord";
  const read = (url: string) => (url === href ? dictionaryModule(href, packed) : undefined);
  const page = (body: string) =>
    `<html><head><link rel="x-deferred-modulepreload" href="${href}"/></head><body>${body}<script type="x-deferred-module">import"${href}";import "/assets/manifest-1.js";go();</script></body></html>`;

  it("writes the file's statement in place of its import when the page still fits the first window", () => {
    const out = inlineSmallDictionary(page("<p>Short page</p>"), read);
    expect(out).not.toContain(`import"${href}"`);
    expect(out, "nor is the file preloaded").not.toContain(`href="${href}"`);
    const boot = /<script type="x-deferred-module">(.*?)<\/script>/.exec(out)![1]!;
    // The statement cannot end the inline script early, and registers the text when run.
    expect(boot).not.toContain("</script>");
    const self: { __dict?: Record<string, string> } = {};
    runInNewContext(boot.slice(0, boot.indexOf("import ")), { self });
    expect(self.__dict).toEqual({ [href]: packed });
  });

  it("keeps the import when the page would not fit the first window with the text in it", () => {
    // Incompressible text well over the first window.
    let noise = "";
    for (let i = 0; noise.length < 40_000; i++) noise += ((i * 2654435761) >>> 0).toString(36);
    const big = page(`<p>${noise}</p>`);
    expect(inlineSmallDictionary(big, read)).toBe(big);
  });

  it("leaves a page without a dictionary import, or whose file is missing, as it is", () => {
    const none = '<script type="x-deferred-module">import "/assets/manifest-1.js";</script>';
    expect(inlineSmallDictionary(none, read)).toBe(none);
    expect(inlineSmallDictionary(page(""), () => undefined)).toBe(page(""));
  });
});
