/**
 * Build step for prerendered pages: starts the JavaScript only after the browser has painted the
 * HTML, so the largest paint never waits for (or competes with) script downloads
 * (docs/decisions/002-hydration-after-first-paint.md).
 *
 * React Router writes `<link rel="modulepreload">` tags and one inline module script that imports
 * the route modules and hydrates. We mark the preloads inert and the module script as deferred,
 * and append a few lines to the router's own inline context script that re-inserts the module
 * script (same text, so the same CSP hash) once the page has loaded and its first paint has been
 * presented (two frames later; a 3 s safety net). The same moment switches the preloads back on, so
 * every module is fetched at once rather than as each import is discovered (one round trip instead
 * of a chain of them on a slow network). An earlier start was tried twice and withdrawn
 * (docs/decisions/301-scripts-start-at-load.md, 327-scripts-fetched-after-the-first-frame.md).
 * Once hydrated, the app links the page's rest stylesheet; the full one it left disabled waits for
 * the first navigation to another page (app/lib/stylesheets.ts,
 * docs/decisions/303-page-rest-stylesheet.md, which amends 222).
 * An interaction before then is noted in `window.__interacted` (docs/decisions/220-island-texts.md).
 * The tree React hydrates is unchanged.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  CONSENT_COOKIE,
  CONSENT_POST_PATH,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_AT_KEY,
} from "../app/lib/consent-names";
import { COOKIE_SETTINGS_ID } from "../app/lib/cookie-banner-events";
import { CONSENT_MAX_AGE_S } from "../app/lib/retention";

export const BOOT = [
  // Written compact (arrow functions, `!0` for true, one-letter names: `D` document, `W` window,
  // `O` location, `A` addEventListener, `T` setTimeout): it is in every page, and every byte
  // counts against the first round trip (docs/decisions/250-html-in-one-round-trip.md).
  ";(()=>{var D=document,W=window,O=location,A=addEventListener,T=setTimeout,",
  // The start: every inert preload switched on at once, and the module script inserted again in
  // the next task: each half is most of a 50 ms task on the throttled phone
  // (docs/decisions/326-hydration-in-parts.md). (`x-deferred-modulepreload` loses its 11-letter
  // prefix.)
  'go=()=>{D.querySelectorAll("[rel=x-deferred-modulepreload]").forEach(l=>{l.rel=l.rel.slice(11)});',
  'T(()=>{var s=D.querySelector("[type=x-deferred-module]"),n;',
  'if(s){n=D.createElement("script");n.type="module";n.textContent=s.textContent;s.after(n);s.remove()}})},',
  // Two frames after the first paint has been presented.
  "P=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>T(go,0))),",
  // At `load`: at once in a background tab, else after the first paint (a buffered observer also
  // reports a paint that came before it). The 3 s safety net covers a browser without paint
  // entries (`observe` only warns about an unknown type); `go` twice does nothing more.
  "L=()=>{if(D.hidden)return T(go,0);T(go,3e3);",
  'new PerformanceObserver((l,o)=>{o.disconnect();P()}).observe({type:"paint",buffered:!0})};',
  // React Router's scroll restoration lines, which `<ScrollRestoration />` wrote as a script of
  // its own (one CSP hash more in every answer's headers): a reloaded page, or one come back to
  // from another site, scrolls to where the router saved its position. The same key, storage and
  // steps as the router's (app/lib/scroll-positions.ts).
  'var H=history,R="react-router-scroll-positions";',
  'H.state&&H.state.key||H.replaceState({key:Math.random().toString(32).slice(2)},"");',
  'try{var y=JSON.parse(sessionStorage.getItem(R)||"{}")[H.state.key];typeof y=="number"&&scrollTo(0,y)}catch(e){sessionStorage.removeItem(R)}',
  // An interaction before the scripts arrive is remembered: islands then load at hydration
  // (app/lib/island.tsx reads the flag). A touch is a pointerdown too. The listeners stay
  // (setting the flag again costs nothing) and capture; a window's wheel listener is passive
  // by default.
  '["pointerdown","keydown","wheel"].forEach(t=>A(t,()=>W.__interacted=1,!0));',
  // One click listener, in the capture phase, for five jobs:
  // - A language link (`a[lang][hreflang]`) takes the address's query and anchor as they are now
  //   (docs/product.md §2.1): the prerendered link cannot know the anchor, and a filter chosen in
  //   place changed the query since. The browser follows the href as it is after the listeners;
  //   it stays a path (`/fr/…`: `href` set to a path keeps it), as the app's dialogs only take
  //   those over.
  // - Until React runs the popover's own code (the page, or its island, not yet hydrated), a link
  //   to a part of this page in an open popover, or a dialog its invoker command opened as a modal
  //   (the phone menu's "Contact": docs/decisions/333-dialogs-modal-before-javascript.md), closes
  //   it, as the app's dialog does later: the page scrolls there, and the menu must not stay over it. Only
  //   the anchor changes (the menu writes such a link with an empty query before its code runs,
  //   for a visitor without scripts: app/components/layout/nav-links.ts).
  // - A cookie choice (the banner's submit buttons, `data-replay="early"`) tapped before the
  //   banner's code has hydrated is stored on the spot, as that code stores it
  //   (app/lib/consent-store.ts: the cookie the server reads, localStorage, `data-consent`, which
  //   hides the banner by CSS, and a beacon to the banner's form target, whose answer sets the
  //   cookie again: Safari keeps a cookie written by script for 7 days only, decision 345), and
  //   the click goes no further: no post that would bring the visitor
  //   back at the top of the page, and nothing held that leaving the page could lose
  //   (docs/decisions/329-cookie-choice-stored-at-the-tap.md). The banner shown by `:target`
  //   (a "Cookie settings" link followed: the footer's, or the privacy policy's within its text)
  //   is closed by Back to the entry that link left: the visitor is where they were reading, and
  //   no dead entry is left for Back (decision 329, amended). Opened by its address from elsewhere, it
  //   goes to the footer (`#footer`, in place of the banner's address).
  // - A tap on a control that only its island's code gives its meaning (`data-replay`) before any
  //   script has run is kept, and given again once that code has hydrated the island
  //   (app/lib/island.tsx takes it over when it loads): a button of type button (as HTML it does
  //   nothing) or a link (a photo that opens the lightbox, not the bare image). Meanwhile it is
  //   marked busy (`aria-busy`, drawn dimmed by app.css), so the tap is seen at once. After 4 s
  //   without the scripts the mark goes, and a link is followed after all; a button's tap is still
  //   given again if they come. Submit buttons (a lead
  //   form's Send, whose plain post is the sure way), and a click with a modifier key (a new tab),
  //   keep their plain HTML action.
  // - A phone or chat-app link (`data-contact`) tapped before the app's code ran: its channel is
  //   kept for the contact tracking, which sends it once that code has come, and the link does
  //   what it does (app/lib/track-contact.ts).
  // - A masked phone number (`data-revealed=false`) tapped before its part has hydrated is shown
  //   and called 100 ms later, as its code does (app/components/layout/phone-button.tsx): before,
  //   the tap called at once and the number stayed masked.
  'A("click",e=>{var t=e.target,f=s=>t.closest&&t.closest(s),a=f(":is([popover]:popover-open,dialog:modal) a[href*=\'#\']"),',
  'p=a&&a.closest("[popover]"),w=p&&p.closest("[data-island]"),c,v,r,k=f("a[lang][hreflang]"),',
  "m=e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey;",
  "k&&(k.href=k.pathname+O.search+O.hash);",
  // (A "Cookie settings" link followed here: the address it leaves, for the choice below.)
  `!m&&f('a[href$="#${COOKIE_SETTINGS_ID}"]')&&(W.__cs=O.href);`,
  'if(a&&a.pathname+a.search==O.pathname+O.search&&!(D.documentElement.dataset.hydrated&&(!w||w.hasAttribute("data-island-ready")))){p.open?p.close():p.hidePopover();e.preventDefault();O.hash=a.hash}',
  `if(!m&&(c=f("[data-replay=early]"))&&!f("[data-island-ready]")){e.preventDefault();e.stopImmediatePropagation();v=c.value;`,
  `D.cookie="${CONSENT_COOKIE}="+v+";path=/;max-age=${CONSENT_MAX_AGE_S};samesite=lax"+(O.protocol[4]=="s"?";secure":"");`,
  `try{localStorage.${CONSENT_STORAGE_KEY}=v;localStorage.${CONSENT_STORED_AT_KEY}=Date.now();navigator.sendBeacon("${CONSENT_POST_PATH}",new URLSearchParams({choice:v,back:"/"}))}catch(x){}D.documentElement.dataset.consent=v;f(":target")&&(W.__cs&&O.hash=="#${COOKIE_SETTINGS_ID}"?history.back():O.replace("#footer"))}`,
  'if(!W.__islandsLive&&!m&&(c=f("[data-replay]:is(a,[type=button])"))&&c.closest("[data-island]")){W.__heldClick=c;c.ariaBusy="true";',
  "c.href&&e.preventDefault();T(()=>W.__heldClick==c&&(c.ariaBusy=null,c.href&&O.assign(c.href)),4e3)}",
  // (`v`, not `c`: the held tap's timer above reads `c` later.)
  '!W.__islandsLive&&(v=f("[data-contact]"))&&(W.__contacts=W.__contacts||[]).push(v.dataset.contact);',
  '!m&&(r=f("a[data-revealed=false]"))&&!(D.documentElement.dataset.hydrated&&!r.closest("[data-island]:not([data-island-ready])"))&&(e.preventDefault(),r.dataset.revealed=!0,',
  'T(()=>{dispatchEvent(new CustomEvent("studio:call",{detail:r.href}));O.assign(r.href)},100))},!0);',
  'D.readyState=="complete"?L():A("load",L)',
  "})();",
].join("");

/** A built file's text by its URL path (`/assets/x.js`), read once; undefined when missing. */
export function assetReader(clientDir: string): (url: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (url) => {
    if (!cache.has(url)) {
      const file = path.join(clientDir, url);
      cache.set(url, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return cache.get(url);
  };
}

/** React Router's boot module ends by importing the client entry: `import("/assets/entry.client-X.js");`. */
const ENTRY_IMPORT = /import\("(\/assets\/entry\.client-[\w-]+\.js)"\);/;
const MANIFEST = "window.__reactRouterManifest";
/** A finished entry chunk of the shape we inline: one named import from one chunk, then statements. */
const SIMPLE_ENTRY = /^import\{([\w$, ]+)\}from"\.\/([\w.-]+\.js)";([^]*)$/;

/**
 * Writes the client entry's few statements into the boot module instead of importing its file
 * (docs/decisions/260-fewer-smaller-script-files.md). The entry is 120 bytes that hydrate the
 * document; as a file it cost a request with 370 bytes of headers on every page. Run in the same
 * order: the boot module's static imports (the route modules, the framework), the route table,
 * then the entry's statements. An entry of another shape is left as a file.
 */
export function inlineEntry(html: string, readAsset: (url: string) => string | undefined): string {
  const found = ENTRY_IMPORT.exec(html);
  if (!found) return html;
  const url = found[1]!;
  const entry = SIMPLE_ENTRY.exec(readAsset(url)?.trim() ?? "");
  if (!entry) return html;
  const [, names, file, body] = entry as unknown as [string, string, string, string];
  if (/\b(import|export|route\d+)\b|<\//.test(body)) return html;
  const from = url.slice(0, url.lastIndexOf("/") + 1) + file;
  return html
    .replace(
      found[0],
      // The router's hydrating render links its manifest's entry as a module preload: point that
      // at the chunk the entry came from (already loaded), or the browser fetches the unused file
      // after hydration (docs/decisions/295-router-output-compacted.md).
      () => `import{${names}}from"${from}";${MANIFEST}.entry.module="${from}";${body}`,
    )
    .replace(new RegExp(`<link rel="(?:x-deferred-)?modulepreload" href="${url}"/>`), "");
}

/** The router's context names every future flag; all of them off reads the same as none named. */
const FUTURE_FLAGS = /"future":\{("[\w]+":false,?)*\}/;
/** The router's stream ends with a script of its own after the last data script. */
const STREAM_END =
  '");</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$-->';

/** Every route is in the page's manifest: nothing looks for links to discover routes by. */
const ALL_ROUTES_UP_FRONT = '"routeDiscovery":{"mode":"initial"}';

/**
 * Takes out what the router writes into every page twice or for nothing
 * (docs/decisions/295-router-output-compacted.md): the flag list when every flag is off (the
 * client reads each flag as a property, so a missing one is off); the stream's closing script,
 * whose line joins the last data script (one script and one CSP hash fewer; the browser renders
 * neither, and `preactSuspenseMarks` drops their Suspense marks); and, when every route is in the
 * page's manifest,
 * the `data-discover` mark on links and forms, which only lazy route discovery reads.
 */
export function compactRouterOutput(html: string): string {
  const out = html.includes(ALL_ROUTES_UP_FRONT)
    ? html.replaceAll(' data-discover="true"', "")
    : html;
  return out
    .replace(FUTURE_FLAGS, '"future":{}')
    .replace(
      STREAM_END,
      '");window.__reactRouterContext.streamController.close();</script><!--$--><!--/$-->',
    );
}

/** A page's dictionary file's address (app/i18n/page-dictionary.ts), as found in its HTML. */
export const DICTIONARY_HREF = /\/assets\/dict\/[\w-]+\.js/;
const BOOT_MODULE = '<script type="module" async="">';
const PRELOAD = '<link rel="modulepreload" ';
/** A module preload the build left inert until the boot script switches it on. */
export const DEFERRED_PRELOAD = '<link rel="x-deferred-modulepreload" ';

/**
 * The boot module imports the page's dictionary first, so its texts are registered before any
 * route module runs and before React hydrates
 * (docs/decisions/299-page-dictionary-as-a-file.md). It is preloaded with the chunks, first, so
 * its request starts with theirs, a task before the boot module that imports it is inserted
 * (docs/decisions/327-scripts-fetched-after-the-first-frame.md).
 */
export function importDictionary(html: string): string {
  // The address is named in the root loader's data (app/i18n/page-dictionary.ts).
  const href = DICTIONARY_HREF.exec(html)?.[0];
  if (!href) return html;
  return html
    .replace(BOOT_MODULE, () => `${BOOT_MODULE}import"${href}";`)
    .replace(PRELOAD, () => `${PRELOAD}href="${href}"/>${PRELOAD}`);
}

/** Where the router's data begins, after the page's own markup. */
const ROUTER_CONTEXT = "<script>window.__reactRouterContext = ";

/**
 * React's server marks each Suspense boundary's content with `<!--$-->` and `<!--/$-->`; Preact,
 * which hydrates the page in the browser, reads `<!--$s-->` and `<!--/$s-->`: a part whose code is
 * still on its way (a deferred island) keeps all of its prerendered markup between them, not only
 * its first element (docs/decisions/325-preact-in-the-browser.md).
 */
export function preactSuspenseMarks(html: string): string {
  const tail = html.indexOf(ROUTER_CONTEXT);
  const page = tail === -1 ? html : html.slice(0, tail);
  // After the page: the router's data scripts, which the browser's layout does not render again
  // (app/root.tsx), so their boundaries need no marks.
  const scripts = tail === -1 ? "" : html.slice(tail).replace(/<!--\/?\$-->/g, "");
  return page.replaceAll("<!--$-->", "<!--$s-->").replaceAll("<!--/$-->", "<!--/$s-->") + scripts;
}

export function deferHydration(
  html: string,
  readAsset?: (url: string) => string | undefined,
): string {
  if (!html.includes('<script type="module"')) return html;
  if (readAsset) html = inlineEntry(html, readAsset);
  html = preactSuspenseMarks(importDictionary(compactRouterOutput(html)));
  let out = html.replaceAll(PRELOAD, DEFERRED_PRELOAD);
  out = out.replace(BOOT_MODULE, '<script type="x-deferred-module">');
  const start = out.indexOf(ROUTER_CONTEXT);
  if (start === -1) throw new Error("defer-hydration: router context script not found");
  const end = out.indexOf("</script>", start);
  return `${out.slice(0, end)}${BOOT}${out.slice(end)}`;
}
