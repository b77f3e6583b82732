import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markLinkedCssInChunks } from "../../build-tools/linked-css-deps";

describe("stylesheets the pages link, in the chunks' dependency lists", () => {
  it("are written as the pages write them, and nothing else changes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "linked-css-"));
    mkdirSync(path.join(dir, "assets"));
    const island = 'm.f=["assets/a.js","assets/root-X.css","assets/gallery-Y.css"]';
    writeFileSync(path.join(dir, "assets", "island.js"), island);
    writeFileSync(path.join(dir, "assets", "other.js"), 'import "./a.js"');
    const changed = markLinkedCssInChunks(dir, ["/assets/root-X.css#", "/assets/root-X.css#"]);
    expect(changed).toEqual([path.join(dir, "assets", "island.js")]);
    expect(readFileSync(changed[0]!, "utf8")).toBe(
      'm.f=["assets/a.js","assets/root-X.css#","assets/gallery-Y.css"]',
    );
    expect(readFileSync(path.join(dir, "assets", "other.js"), "utf8")).toBe('import "./a.js"');
  });
});
