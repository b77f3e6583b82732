/**
 * Hydration time on a slow phone for `npm run bench`: Chromium with its own network and CPU
 * emulation (CDP), a fresh profile per load, and the time from navigation until the app marks
 * `<html data-hydrated>` (set in the root layout's first effect, i.e. once React has hydrated).
 *
 * The page reports the moment itself, as a console message from a tiny init script: the probe must
 * not run anything in the page while it loads. Polling with `waitForFunction` injects Playwright's
 * own script into the page right after the navigation commits, and at 4x CPU compiling it held the
 * main thread for about 150 ms in the middle of the page's parse: it added 85-230 ms to every
 * figure (docs/benchmarks.md, "Stop 45").
 */
import { chromium, type Browser, type ConsoleMessage } from "@playwright/test";
import { PHONE } from "./bench-targets";

const HYDRATED = "bench:hydrated ";

/** Installed before any page script: reports when the root effect sets `data-hydrated`. */
function watchHydration(prefix: string): void {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated) {
      console.debug(prefix + performance.now());
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

async function once(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHydration, HYDRATED);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerS,
      uploadThroughput: PHONE.uploadBytesPerS,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    const [reported] = await Promise.all([
      page.waitForEvent("console", {
        predicate: (message: ConsoleMessage) => message.text().startsWith(HYDRATED),
        timeout: 30_000,
      }),
      page.goto(url, { waitUntil: "commit" }),
    ]);
    return Number(reported.text().slice(HYDRATED.length));
  } finally {
    await context.close();
  }
}

/** Median of `runs` throttled loads: ms from navigation start until hydrated. */
export async function hydrationTimes(
  base: string,
  paths: string[],
  runs: number,
  onEach: (path: string, ms: number) => void,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  try {
    for (const path of paths) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await once(browser, `${base}${encodeURI(path)}`));
      times.sort((a, b) => a - b);
      onEach(path, times[Math.floor(times.length / 2)]!);
    }
  } finally {
    await browser.close();
  }
}
