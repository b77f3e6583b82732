import { createHash } from "node:crypto";

/** SHA-256 sources for every inline script of a page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    // Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
    if (body.length === 0 || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
