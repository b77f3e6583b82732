import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { copyFor, SMALL_SHARED } from "../../build-tools/copy-small-modules";
import { preactClient, REACT_DOM_FACE } from "../../build-tools/preact-client";
import { deferHydration, inlineEntry, preactSuspenseMarks } from "../../server/defer-hydration";

/** React Router's boot module as the build writes it, with its entry import last. */
const page = (entryUrl: string) =>
  [
    '<html><head><link rel="modulepreload" href="/assets/framework-A.js"/>',
    `<link rel="modulepreload" href="${entryUrl}"/></head><body>`,
    "<script>window.__reactRouterContext = {};</script>",
    '<script type="module" async="">import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-R.js";',
    'window.__reactRouterRouteModules = {"root":route0};',
    `import("${entryUrl}");</script></body></html>`,
  ].join("\n");

const ENTRY = "/assets/entry.client-Xy_1.js";
const ENTRY_CODE = 'import{S as a,k as o}from"./framework-A.js";o(()=>{a(document)});';

describe("client entry written into the boot module (docs/decisions/260-fewer-smaller-script-files.md)", () => {
  it("imports the entry's bindings from the same chunk and runs its statements after the route table", () => {
    const out = inlineEntry(page(ENTRY), (url) => (url === ENTRY ? ENTRY_CODE : undefined));
    expect(out).not.toContain(ENTRY);
    const boot = out.slice(out.indexOf('<script type="module"'));
    // The router's hydrating render preloads the manifest's entry: it names a loaded chunk instead.
    expect(boot).toContain(
      'import{S as a,k as o}from"/assets/framework-A.js";' +
        'window.__reactRouterManifest.entry.module="/assets/framework-A.js";o(()=>{a(document)});',
    );
    expect(boot.indexOf("__reactRouterRouteModules")).toBeLessThan(boot.indexOf("o(()=>"));
    expect(out).toContain('<link rel="modulepreload" href="/assets/framework-A.js"/>');
  });

  it("leaves the entry a file when it cannot be read or has another shape", () => {
    const html = page(ENTRY);
    expect(inlineEntry(html, () => undefined)).toBe(html);
    for (const code of [
      'import*as a from"./framework-A.js";a.go();',
      'import{a}from"./framework-A.js";import("./late.js");',
      'import{a}from"./framework-A.js";export const b=a;',
      'import{a}from"./framework-A.js";route0.x();',
    ]) {
      expect(inlineEntry(html, () => code)).toBe(html);
    }
  });

  it("happens in the deferred-hydration step when it is given the built files", () => {
    const out = deferHydration(page(ENTRY), () => ENTRY_CODE);
    expect(out).toContain('<script type="x-deferred-module">');
    expect(out).toContain("o(()=>{a(document)});</script>");
    expect(out).not.toContain("entry.client");
    expect(deferHydration(page(ENTRY))).toContain(`import("${ENTRY}");`);
  });
});

describe("Preact in the browser (docs/decisions/325-preact-in-the-browser.md)", () => {
  it("points the browser build's React imports at Preact, and only the browser build's", async () => {
    const plugin = preactClient();
    const applies = plugin.applyToEnvironment as (e: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    const asked: string[] = [];
    const context = { resolve: async (id: string) => (asked.push(id), { id }) };
    const resolve = (plugin.resolveId as (...a: unknown[]) => Promise<unknown>).bind(context);
    expect(await resolve("react-dom", "/app/x.tsx", {})).toBe(REACT_DOM_FACE);
    await resolve("react", "/app/x.tsx", {});
    await resolve("react/jsx-runtime", "/app/x.tsx", {});
    await resolve("react-dom/client", "/app/entry.client.tsx", {});
    expect(asked).toEqual(["preact/compat", "preact/jsx-runtime", "preact/compat/client"]);
    expect(await resolve("react-router", "/app/x.tsx", {})).toBeNull();
    const face = (plugin.load as (id: string) => string | null)(REACT_DOM_FACE);
    expect(face).toContain('export * from "preact/compat";');
    expect(face).toMatch(/export function preload\(/);
  });

  it("marks React's Suspense boundaries the way Preact reads them", () => {
    const html = '<div data-island="a"><!--$--><section>x</section><p>y</p><!--/$--></div>';
    expect(preactSuspenseMarks(html)).toBe(
      '<div data-island="a"><!--$s--><section>x</section><p>y</p><!--/$s--></div>',
    );
    const marked = deferHydration(
      page(ENTRY)
        .replace("<body>", "<body><!--$--><!--/$-->")
        .replace("</body>", "<!--$--><script>data</script><!--/$--></body>"),
    );
    expect(marked).toContain("<body><!--$s--><!--/$s-->");
    // The router's data scripts after the page are not rendered in the browser: no marks.
    expect(marked).toContain("<script>data</script></body>");
  });
});

describe("small shared modules copied per importer (docs/decisions/260-fewer-smaller-script-files.md)", () => {
  it("lists only files that exist and hold no state: every copy is its own instance", () => {
    for (const file of SMALL_SHARED) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/createContext\(|^(let|var) |^export (let|var) /m);
      expect(code, file).not.toMatch(/^(export )?const \w+ = new (Map|Set|WeakMap)\b/m);
    }
  });

  it("gives each importer its own copy, and one importer always the same one", () => {
    const id = "/repo/app/lib/utm-keys.ts";
    expect(copyFor(id, "/repo/app/a.tsx")).toBe(copyFor(id, "/repo/app/a.tsx"));
    expect(copyFor(id, "/repo/app/a.tsx")).not.toBe(copyFor(id, "/repo/app/b.tsx"));
    expect(copyFor(id, "/repo/app/a.tsx")).toMatch(/^\/repo\/app\/lib\/utm-keys\.ts\?copy-for=/);
  });

  it("copies a small module again for each copy that imports it, one mark deep", () => {
    const header = "/repo/app/features/demo/demo-header.tsx";
    const bar = "/repo/app/features/demo/demo-banner.tsx";
    const [forA, forB] = ["/repo/app/a.tsx", "/repo/app/b.tsx"].map((r) => copyFor(header, r));
    expect(copyFor(bar, forA!)).not.toBe(copyFor(bar, forB!));
    expect(copyFor(copyFor(bar, forA!), forA!).match(/\?copy-for=/g)).toHaveLength(1);
  });
});
