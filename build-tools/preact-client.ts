import type { Plugin } from "vite";

/**
 * The browser runs the site on Preact instead of React (docs/decisions/325-preact-in-the-browser.md):
 * the same components, the server still renders them with React. This plugin points the browser
 * build's imports of React at Preact's compatibility layer; the server build is left alone.
 */
const TARGETS: Record<string, string> = {
  react: "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
};
/** React DOM's face: Preact's compatibility layer plus what it lacks. */
export const REACT_DOM_FACE = "\0preact-react-dom";
/**
 * `preload()` is React DOM's resource hint: on the server it writes the first picture's
 * `<link rel="preload">` into the head. In the browser the picture is rendered in the same pass,
 * so the hint has nothing to win there and is left out.
 */
const REACT_DOM_SOURCE = [
  'export * from "preact/compat";',
  'export { default } from "preact/compat";',
  "export function preload() {}",
].join("\n");

export function preactClient(): Plugin {
  return {
    name: "studio:preact-client",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer, options) {
      if (source === "react-dom") return REACT_DOM_FACE;
      const target = TARGETS[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    load(id) {
      return id === REACT_DOM_FACE ? REACT_DOM_SOURCE : null;
    },
  };
}
