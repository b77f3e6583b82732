import { describe, expect, it } from "vitest";
import { PROJECTS, PROJECT_CATEGORIES, PROJECT_IDS, filterProjects } from "~/content/projects";
import { LANGS } from "~/i18n/languages";
import { SERVICE_IDS } from "~/content/services";
import { PROCESS_STEP_IDS } from "~/content/home";
import { imageInfo } from "~/content/image-info";
import { en } from "~/i18n/messages/en";
import { MESSAGES } from "~/i18n/messages";

describe("home content", () => {
  it("lists every project once, with an image the build knows the size of, and no dead link", () => {
    expect(PROJECTS.map((p) => p.id)).toEqual([...PROJECT_IDS]);
    expect(new Set(PROJECT_IDS).size).toBe(PROJECT_IDS.length);
    for (const p of PROJECTS) {
      const info = imageInfo(p.image);
      expect(info, p.image).toBeDefined();
      expect(info?.width).toBeGreaterThan(0);
      expect(info?.height).toBeGreaterThan(0);
    }
    for (const p of PROJECTS) {
      for (const url of [p.liveUrl, p.githubUrl]) {
        if (url !== undefined) expect(url).toMatch(/^(\/[a-z]|https:\/\/)/);
      }
    }
  });

  it("filters by category: 'all' keeps everything, a category only its own projects", () => {
    expect(filterProjects(PROJECTS, "all")).toEqual(PROJECTS);
    let seen = 0;
    for (const category of PROJECT_CATEGORIES) {
      const shown = filterProjects(PROJECTS, category);
      expect(shown.every((p) => p.category === category)).toBe(true);
      seen += shown.length;
    }
    expect(seen).toBe(PROJECTS.length);
  });

  it("every project, service and process step has its texts in every language", () => {
    const keys = [
      ...PROJECT_IDS.map((id) => `home.projects.${id}.description`),
      ...SERVICE_IDS.map((id) => `home.services.${id}.title`),
      ...PROCESS_STEP_IDS.map((id) => `home.about.steps.${id}.title`),
    ];
    for (const lang of LANGS) {
      for (const key of keys) {
        const text = (MESSAGES[lang] as Record<string, string | undefined>)[key];
        expect(text?.trim(), `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it("keeps the same placeholders in every language, on every page", () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = Object.keys(en) as (keyof typeof en)[];
    // A plural form may write its count in words ("for the first month"): the count may be left
    // out of any form whose English "one" leaves it out; every other placeholder stays.
    const plural = /\.(one|few|many|other)$/;
    for (const lang of LANGS) {
      for (const key of keys) {
        const got = placeholders(MESSAGES[lang][key]);
        if (!plural.test(key)) {
          expect(got, `${lang} ${key}`).toEqual(placeholders(en[key]));
          continue;
        }
        const prefix = key.replace(plural, "");
        const all = placeholders(en[`${prefix}.other` as keyof typeof en]);
        const required = placeholders(en[`${prefix}.one` as keyof typeof en]);
        expect(all, `${lang} ${key}`).toEqual(expect.arrayContaining(got));
        expect(got, `${lang} ${key}`).toEqual(expect.arrayContaining(required));
      }
    }
  });
});
