import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOrigin, originMismatch } from "../../server/build-origin";

const clientDir = (robots?: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), "build-origin-"));
  if (robots !== undefined) writeFileSync(path.join(dir, "robots.txt"), robots);
  return dir;
};

describe("the origin a build was made for", () => {
  it("is read from robots.txt's Sitemap line", () => {
    const dir = clientDir(
      "User-agent: *\nAllow: /\n\nSitemap: https://studio.example/sitemap.xml\n",
    );
    expect(buildOrigin(dir)).toBe("https://studio.example");
    expect(originMismatch(dir, "https://studio.example")).toBeNull();
  });

  it("names both origins and the command when SITE_URL differs", () => {
    const dir = clientDir("Sitemap: http://localhost:3000/sitemap.xml\n");
    const said = originMismatch(dir, "https://studio.example");
    expect(said).toContain("http://localhost:3000");
    expect(said).toContain("SITE_URL=https://studio.example npm run build");
  });

  it("says nothing when the build names no origin", () => {
    expect(buildOrigin(clientDir())).toBeNull();
    expect(originMismatch(clientDir("User-agent: *\n"), "https://studio.example")).toBeNull();
  });
});
