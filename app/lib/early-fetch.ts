/**
 * Fetches the page's scripts while the browser is still parsing and laying out the rest of a long
 * page, instead of from `load` (docs/decisions/327-scripts-fetched-after-the-first-frame.md).
 *
 * Runs inline in <head>. The first animation frame comes only once the first screen is parsed
 * (decision 308). 150 ms after it, that frame has been presented (45-60 ms later on this machine,
 * 80-110 ms with the CPU slowed 4x): the module preloads the build left inert
 * (`x-deferred-modulepreload`, server/defer-hydration.ts) are switched on then, unless an image on
 * the first screen is still loading. That picture may still become the largest paint, and a
 * request started before it counts towards it (decision 301); the boot script then switches them
 * on after `load`, as before. Nothing runs earlier: the boot script still starts the modules after
 * `load` and the first paint.
 */
export const EARLY_FETCH_HEAD_SCRIPT =
  "requestAnimationFrame(()=>setTimeout(()=>" +
  "[].some.call(document.images,i=>{var r=i.getBoundingClientRect();return!i.complete&&r.bottom>0&&r.top<innerHeight})||" +
  'document.querySelectorAll("[rel=x-deferred-modulepreload]").forEach(l=>{l.rel=l.rel.slice(11)}),150))';
