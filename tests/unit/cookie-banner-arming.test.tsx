// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COOKIE_BANNER_DELAY_MS, CookieBanner } from "~/features/consent/cookie-banner";
import { I18nProvider } from "~/i18n/i18n-context";
import { MESSAGES } from "~/i18n/messages";

/**
 * The banner's code, once hydrated, shows it after its delay and lets taps through for its first
 * moment (`pointer-events: none`, docs/product.md §13.1). The CSS animation that does the same before
 * hydration is checked in a browser (tests/e2e/native-controls.spec.ts).
 */
function renderBanner() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <I18nProvider lang="ua" messages={MESSAGES.ua}>
          <CookieBanner />
        </I18nProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId("cookie-banner");
}

/** The page's clock: `performance.now()` and the timers move together. */
let now = 0;
beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
function advance(ms: number) {
  act(() => {
    now += ms;
    vi.advanceTimersByTime(ms);
  });
}

describe("cookie banner, hydrated before its delay", () => {
  it("appears after the delay and takes taps only after its first moment", () => {
    now = 300;
    const banner = renderBanner();
    expect(banner.hasAttribute("data-waiting")).toBe(true);
    advance(COOKIE_BANNER_DELAY_MS - 300);
    expect(banner.hasAttribute("data-waiting")).toBe(false);
    expect(banner.style.pointerEvents).toBe("none");
    advance(250);
    expect(banner.style.pointerEvents).toBe("none");
    advance(300);
    expect(banner.style.pointerEvents).toBe("");
  });

  it("hydrated while CSS has just shown it: armed only for what is left of that moment", () => {
    now = COOKIE_BANNER_DELAY_MS + 100;
    const banner = renderBanner();
    expect(banner.hasAttribute("data-waiting")).toBe(false);
    expect(banner.style.pointerEvents).toBe("none");
    advance(450);
    expect(banner.style.pointerEvents).toBe("");
  });

  it("hydrated long after it was shown: takes taps at once", () => {
    now = COOKIE_BANNER_DELAY_MS + 5000;
    const banner = renderBanner();
    expect(banner.hasAttribute("data-waiting")).toBe(false);
    expect(banner.style.pointerEvents).toBe("");
  });
});
