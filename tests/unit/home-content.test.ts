import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECTS, PROJECT_IDS, filterProjects } from "~/content/projects";
import { SERVICE_IDS } from "~/content/services";
import { FOUNDER_PHOTO, PROCESS_STEP_IDS } from "~/content/home";
import { en } from "~/i18n/messages/en";
import { MESSAGES } from "~/i18n/messages";

describe("home content", () => {
  it("has eight projects with existing images and no dead links", () => {
    expect(PROJECTS).toHaveLength(8);
    expect(PROJECTS.map((p) => p.id)).toEqual([...PROJECT_IDS]);
    for (const p of [...PROJECTS.map((x) => x.image), FOUNDER_PHOTO]) {
      expect(existsSync(path.join("public", p.src))).toBe(true);
      expect(p.width).toBeGreaterThan(0);
      expect(p.height).toBeGreaterThan(0);
    }
    for (const p of PROJECTS) {
      for (const url of [p.liveUrl, p.githubUrl]) {
        if (url !== undefined) expect(url).toMatch(/^(\/[a-z]|https:\/\/)/);
      }
    }
    const demos = PROJECTS.filter((p) => p.liveUrl?.startsWith("/demo/"));
    expect(demos).toHaveLength(2);
    for (const d of demos) expect(d.technologies).toEqual(["React", "TypeScript", "Tailwind CSS"]);
  });

  it("filters by category: 'all' keeps everything, 'web' only web development", () => {
    expect(filterProjects(PROJECTS, "all")).toHaveLength(8);
    const web = filterProjects(PROJECTS, "web");
    expect(web.length).toBeGreaterThan(0);
    expect(web.length).toBeLessThan(8);
    expect(web.every((p) => p.category === "web")).toBe(true);
  });

  it("has six services and a four-step process", () => {
    expect(SERVICE_IDS).toHaveLength(6);
    expect(PROCESS_STEP_IDS).toHaveLength(4);
  });

  it("keeps the same placeholders in every language", () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = Object.keys(en).filter((k) =>
      /^(home|contact|calculator|quote)\./.test(k),
    ) as (keyof typeof en)[];
    for (const lang of ["nl", "ua", "fr"] as const) {
      for (const key of keys) {
        expect(placeholders(MESSAGES[lang][key]), `${lang} ${key}`).toEqual(placeholders(en[key]));
      }
    }
  });
});
