import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydrates the prerendered page with Preact (docs/decisions/325-preact-in-the-browser.md). React
 * Router's default entry does the same with React; two things differ for Preact. This module goes
 * with the framework chunk (build-tools/shell-chunk.ts), so the entry that calls it stays one line
 * the build writes into the page's boot script (decision 260).
 */
export function hydratePage(): void {
  try {
    hydrateRoot(page, <HydratedRouter />);
  } catch (thrown) {
    // The router suspends its first render until the page's data script is read, which React
    // waits for at the root and Preact does not: the render starts again once that is done.
    // It starts in a task of its own: decoding and the router's creation each take most of one.
    if (thrown instanceof Promise) void thrown.then(() => setTimeout(hydratePage));
    else throw thrown;
  }
}

/**
 * Preact renders into an element, and given the document it renders into `<html>`, which would put
 * the root layout's `<html>` inside it. This stands for the document: its one child is `<html>`,
 * so the layout's `<html>` is matched to the page's own.
 */
const page = {
  nodeType: 1,
  get namespaceURI() {
    return document.documentElement.namespaceURI;
  },
  get firstChild() {
    return document.documentElement;
  },
  get childNodes() {
    return [document.documentElement];
  },
  insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  appendChild: (node: Node) => document.appendChild(node),
  removeChild: (node: Node) => document.removeChild(node),
  contains: (node: Node | null) => document.contains(node),
} as unknown as Element;
