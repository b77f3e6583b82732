import { describe, expect, it } from "vitest";
import { legalEn } from "~/content/legal/en";
import { legalFr } from "~/content/legal/fr";
import { legalNl } from "~/content/legal/nl";
import { legalUa } from "~/content/legal/ua";
import type { LegalBodies } from "~/content/legal/types";
import type { Lang } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";

const BODIES: Readonly<Record<Lang, LegalBodies>> = {
  en: legalEn,
  nl: legalNl,
  ua: legalUa,
  fr: legalFr,
};

const allText = (bodies: LegalBodies) =>
  Object.values(bodies)
    .flatMap((doc) => doc.sections)
    .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])
    .join("\n");

describe("what the legal texts quote from the site", () => {
  it("name the not-sent page by the heading that page shows, in every language", () => {
    // The privacy policy explains what that page keeps; a heading edited in the messages alone
    // would leave the policy naming a page the visitor never sees.
    for (const [lang, bodies] of Object.entries(BODIES) as [Lang, LegalBodies][]) {
      expect(allText(bodies), lang).toContain(MESSAGES[lang]["messageNotSent.heading"]);
    }
  });
});
