import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { SHUTDOWN_DEADLINE_MS } from "../../server/graceful-shutdown";

describe("loadConfig", () => {
  it("has safe defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      siteUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: null,
      trustProxy: [],
      telegram: null,
      meta: null,
      adminToken: null,
      logLevel: "info",
    });
    expect(c.rateLimit.contact).toEqual({ intervalMs: 5000, perHour: 20 });
    // Done before Docker's default stop timeout (10 s) sends SIGKILL.
    expect(c.shutdownDeadlineMs).toBe(SHUTDOWN_DEADLINE_MS);
    expect(SHUTDOWN_DEADLINE_MS).toBeLessThan(10_000);
  });

  it("reads Telegram and Meta settings, treating empty strings as unset", () => {
    const c = loadConfig({
      TELEGRAM_BOT_TOKEN: "1:abc",
      TELEGRAM_CHAT_ID: "-100",
      META_PIXEL_ID: "",
      META_ACCESS_TOKEN: "",
      SITE_URL: "https://studio.example/",
      TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::1",
    });
    expect(c.telegram).toEqual({
      botToken: "1:abc",
      chatId: "-100",
      apiBase: "https://api.telegram.org",
      timeoutMs: 10_000,
    });
    expect(c.meta).toBeNull();
    expect(c.siteUrl).toBe("https://studio.example");
    expect(c.trustProxy).toEqual(["loopback", "10.0.0.0/8", "2001:db8::1"]);
  });

  it("lists every bad variable in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        SITE_URL: "ftp://x",
        TRUST_PROXY: "everyone",
        TELEGRAM_BOT_TOKEN: "1:abc",
        LOG_LEVEL: "loud",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "SITE_URL", "TRUST_PROXY", "LOG_LEVEL"])
      expect(message).toContain(name);
  });

  it("reads a switch in any letter case, and refuses a word that is not one", () => {
    for (const [value, enabled] of [
      ["TRUE", true],
      ["Off", false],
      [" yes ", true],
      ["0", false],
    ] as const)
      expect(loadConfig({ RATE_LIMIT_ENABLED: value }).rateLimit.enabled).toBe(enabled);
    expect(() => loadConfig({ RATE_LIMIT_ENABLED: "enabled" })).toThrow(/RATE_LIMIT_ENABLED/);
  });

  it("accepts an admin token only in the characters a Bearer header carries", () => {
    const token = "abc-DEF_123.456~7+8/9==";
    expect(loadConfig({ ADMIN_TOKEN: token }).adminToken).toBe(token);
    for (const bad of [
      "short-token",
      "has spaces in it 1234",
      "equals=in-the-middle-0123",
      'quote"s-are-out-0123456',
    ])
      expect(() => loadConfig({ ADMIN_TOKEN: bad })).toThrow(/ADMIN_TOKEN/);
  });

  it("reports settings that must come in pairs by name", () => {
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: "1:abc" })).toThrow(
      /TELEGRAM_CHAT_ID: must be set together with TELEGRAM_BOT_TOKEN/,
    );
    expect(() => loadConfig({ OUTBOX_LEASE_MS: "5000" })).toThrow(/OUTBOX_LEASE_MS/);
  });

  it("keeps a shutdown deadline long enough for both grace periods", () => {
    expect(loadConfig({ SHUTDOWN_DEADLINE_MS: "3000" }).shutdownDeadlineMs).toBe(3000);
    expect(() => loadConfig({ SHUTDOWN_DEADLINE_MS: "2999" })).toThrow(/SHUTDOWN_DEADLINE_MS/);
  });
});
