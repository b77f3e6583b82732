import { test, type Locator, type Page, type Request } from "@playwright/test";

let calls = 0;

/** Stores a cookie choice before any page script runs ("all" lets tracking events through). */
export async function setConsent(page: Page, value: "all" | "necessary"): Promise<void> {
  // Both stores, as the banner writes them: with JavaScript localStorage decides, without it the
  // cookie (app/lib/consent-store.ts). A later call or a choice the test makes in the banner
  // replaces it, as in a browser.
  // Written at the first load after this call only: a later load keeps what the page stored since.
  calls += 1;
  await page.addInitScript(
    ([v, n]) => {
      if (Number(localStorage.getItem("setConsentCall")) >= n) return;
      localStorage.setItem("setConsentCall", String(n));
      localStorage.setItem("cookieConsent", v);
    },
    [value, calls] as const,
  );
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("setConsent: the project has no baseURL");
  await page.context().addCookies([{ name: "cookieConsent", value, url }]);
}

/** Presses Tab until `target` has the focus: proves it is reachable with the keyboard alone. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Could not reach ${target} with Tab`);
}

/** Puts the keyboard focus on an element without clicking (a starting point for Tab). */
export async function focusStart(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
    (el as HTMLElement).focus();
  });
}

/** Collects the tracking events the page sends to /api/events. */
export function collectEvents(page: Page): { name: string; body: Record<string, unknown> }[] {
  const events: { name: string; body: Record<string, unknown> }[] = [];
  page.on("request", (req: Request) => {
    if (!req.url().endsWith("/api/events") || req.method() !== "POST") return;
    const body = req.postDataJSON() as Record<string, unknown>;
    events.push({ name: String(body.event_name), body });
  });
  return events;
}

/**
 * The server treats a form filled in faster than a person can type as spam (answered as success,
 * never delivered). Tests type instantly, so they move the page's clock past that threshold.
 */
export const HUMAN_FILL_MS = 4_000;

/** A unique marker for one test's submissions, to find its Telegram message. */
export function marker(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Stops the page's installed clock a moment ahead of its time now. `clock.pauseAt` refuses a time
 * already past, and on a busy machine the page's clock can run past "now + ahead" between reading
 * it and pausing (a CI run failed so, twice in a row): read and try again.
 */
export async function pauseClockSoon(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("to the past")) throw error;
    }
  }
}
