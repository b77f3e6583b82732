import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_OPTIONS } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import { en } from "~/i18n/messages/en";
import { fillVars } from "~/lib/fill-vars";
import { counted, pluralCategory } from "~/lib/plural-category";

describe("plural categories written out for the legal texts", () => {
  it("give Intl.PluralRules' answer for every whole count up to 2,000 and for a million", () => {
    for (const option of LANGUAGE_OPTIONS) {
      const rules = new Intl.PluralRules(option.locale);
      for (const n of [...Array.from({ length: 2001 }, (_, i) => i), 1_000_000, 2_000_021]) {
        expect(pluralCategory(option.code, n), `${option.code} ${n}`).toBe(rules.select(n));
      }
    }
  });

  it("read a range by its last number, as the texts say it", () => {
    expect(pluralCategory("ua", "1–3")).toBe("few");
    expect(pluralCategory("ua", "5–15")).toBe("many");
    expect(pluralCategory("ua", "20–21")).toBe("one");
    expect(pluralCategory("en", "0–1")).toBe("one");
    expect(pluralCategory("en", "1–3")).toBe("other");
  });

  it("put the count before the noun in the form the count asks for", () => {
    const days = { one: "дня", few: "днів", many: "днів", other: "днів" };
    expect(counted("ua", 1, days)).toBe("1 дня");
    expect(counted("ua", 14, days)).toBe("14 днів");
    expect(counted("en", 1, { one: "month's", other: "months'" })).toBe("1 month's");
    expect(counted("fr", 30, { one: "minute", other: "minutes" }, "\u00a0")).toBe(
      "30\u00a0minutes",
    );
    // French has a "many" for the millions; a noun without that form takes "other".
    expect(counted("fr", 1_000_000, { one: "jour", other: "jours" })).toBe("1000000 jours");
  });
});

describe("the legal texts' counts", () => {
  // Nouns that do not change with the count: Dutch "jaar" and "uur" after a number, French "mois".
  const invariable = /^(jaar|uur|\\u00a0mois)\b/;
  // Values that are not counts of a noun: the deposit percentage and the court's city.
  const notCounts = new Set(["depositPercent", "court"]);

  it("pass every number an owner can edit through the counted form, in all four languages", () => {
    for (const { code } of LANGUAGE_OPTIONS) {
      const source = readFileSync(`app/content/legal/${code}.ts`, "utf8");
      const raw = [...source.matchAll(/\$\{(?:R|T|CLAIMS)\.(\w+)\}(\S*(?: \S+)?)/g)]
        .filter(([, name, after]) => !notCounts.has(name!) && !invariable.test(after!.trim()))
        .map(([whole]) => whole);
      expect(raw, code).toEqual([]);
      expect(source, code).toMatch(/\$\{num\((R|T|CLAIMS)\.\w+,/);
    }
  });

  it("name the court's city from the terms' values, not as text", () => {
    for (const { code } of LANGUAGE_OPTIONS) {
      const source = readFileSync(`app/content/legal/${code}.ts`, "utf8");
      expect(source, code).toContain("T.court");
    }
  });
});

describe("counted nouns in texts: {count|form|form…}", () => {
  it("pick the form the count asks for, a range by its last number", () => {
    const days = "{n} {n|день|дні|днів}";
    expect([1, 3, 5, 11, 21, "1–3", "5–15"].map((n) => fillVars(days, { n }, "ua"))).toEqual([
      "1 день",
      "3 дні",
      "5 днів",
      "11 днів",
      "21 день",
      "1–\u20603 дні",
      "5–\u206015 днів",
    ]);
    // A range stays on one line: a word joiner after its dash, nowhere else.
    expect(fillVars("{n}–{m}: {r}", { n: 1, m: 2, r: "3–5" })).toBe("1–2: 3–\u20605");
    expect(fillVars("{n} {n|day|days}", { n: 1 }, "en")).toBe("1 day");
    expect(fillVars("{n} {n|jour|jours}", { n: 0 }, "fr")).toBe("0 jour");
    expect(fillVars("{n} {n|day|days}", { n: 0 }, "en")).toBe("0 days");
    // Without a language, three forms are Ukrainian's and two English's.
    expect(fillVars(days, { n: 2 })).toBe("2 дні");
    // A count that is not given leaves the whole placeholder to show.
    expect(fillVars(days, {})).toBe(days);
  });

  const counted = /\{(\w+)\|([^{}]*)\}/g;
  const FORMS = { en: 2, nl: 2, fr: 2, ua: 3 } as const;

  it("in the messages list as many forms as the language has, for a count the English shows", () => {
    let seen = 0;
    for (const { code } of LANGUAGE_OPTIONS) {
      for (const [key, text] of Object.entries(MESSAGES[code])) {
        for (const [, name, forms] of text.matchAll(counted)) {
          seen += 1;
          expect(forms!.split("|"), `${code} ${key}`).toHaveLength(FORMS[code]);
          // The English text uses the count too (shows it, or picks its own noun by it), so the
          // page passes it.
          expect(en[key as keyof typeof en], `${code} ${key}`).toMatch(
            new RegExp(`\\{${name}[}|]`),
          );
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("read without a stray bar or brace for any count", () => {
    for (const option of LANGUAGE_OPTIONS) {
      for (const [key, text] of Object.entries(MESSAGES[option.code])) {
        const names = [...text.matchAll(counted)].map((m) => m[1]!);
        if (names.length === 0) continue;
        for (const n of [1, 2, 5, 21, "1–3", "5–15"]) {
          const vars = Object.fromEntries(names.map((name) => [name, n]));
          const out = fillVars(text, vars, option.code);
          expect(out, `${option.code} ${key} ${n}`).not.toMatch(/\|/);
          expect(out.replace(/\{[\w.]+\}/g, ""), `${option.code} ${key} ${n}`).not.toMatch(/[{}]/);
        }
      }
    }
  });
});
