// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, translate, useI18n } from "~/i18n/i18n-context";
import { MESSAGES } from "~/i18n/messages";
import type { MessageKey } from "~/i18n/messages/types";

function Show({ k }: { k: string }) {
  const { t } = useI18n();
  return <p>{t(k as MessageKey, { year: 2026 })}</p>;
}

// Each test renders into an empty document (no globals: Testing Library cannot do this itself).
afterEach(cleanup);

describe("I18nProvider and t()", () => {
  it("translates in the provider's language", () => {
    render(
      <I18nProvider lang="nl" messages={MESSAGES.nl}>
        <Show k="nav.contact" />
      </I18nProvider>,
    );
    expect(screen.getByText(MESSAGES.nl["nav.contact"])).toBeTruthy();
  });

  it("shows the key itself when a translation is missing", () => {
    render(
      <I18nProvider lang="fr" messages={{}}>
        <Show k="nav.services" />
      </I18nProvider>,
    );
    expect(screen.getByText("nav.services")).toBeTruthy();
  });

  it("fills placeholders", () => {
    expect(translate(MESSAGES.en, "footer.rights", { year: 2026 })).toContain("2026");
  });

  it("throws when used outside the provider", () => {
    expect(() => render(<Show k="nav.services" />)).toThrow(/I18nProvider/);
  });

  it("has every English key in every language, none empty", () => {
    const keys = Object.keys(MESSAGES.en);
    for (const lang of ["nl", "ua", "fr"] as const) {
      expect(Object.keys(MESSAGES[lang]).sort()).toEqual([...keys].sort());
      for (const k of keys) expect(MESSAGES[lang][k as MessageKey].trim()).not.toBe("");
    }
  });
});
