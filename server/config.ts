/**
 * Every server environment variable, validated once at start-up. Empty strings count as unset
 * (docker-compose and systemd files often carry `VAR=`).
 */
import { RESEND_WAIT_SECONDS } from "../app/lib/resend-wait";
import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_SITE_URL } from "../app/lib/site";
import { SHUTDOWN_DEADLINE_MS } from "./graceful-shutdown";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalString = z.string().trim().min(1).optional();
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);
const httpUrl = (def: string) =>
  z
    .string()
    .trim()
    .default(def)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), "must be an http(s) URL")
    .transform((v) => v.replace(/\/+$/, ""));
/** A switch: `1/0`, `true/false`, `yes/no` or `on/off`, in any letter case (`TRUE` too). */
const bool = (def: boolean) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(["1", "0", "true", "false", "yes", "no", "on", "off"]),
    )
    .default(def ? "true" : "false")
    .transform((v) => ["1", "true", "yes", "on"].includes(v));

/** Named groups of addresses accepted in TRUST_PROXY besides single IPs and CIDRs. */
export const TRUST_PROXY_PRESETS = ["loopback", "linklocal", "uniquelocal"] as const;

function isTrustEntry(entry: string): boolean {
  if ((TRUST_PROXY_PRESETS as readonly string[]).includes(entry)) return true;
  const [ip, bits, extra] = entry.split("/");
  const family = isIP(ip ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  SITE_URL: httpUrl(DEFAULT_SITE_URL),
  /** The server fills in `data` in the app's folder when unset (server/app-folders.ts). */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** postgres://... for PostgreSQL; memory:// for a throwaway embedded store; unset = PGlite in DATA_DIR. */
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^(postgres(ql)?|memory):\/\//.test(v),
    "must start with postgres:// or memory://",
  ),
  DATABASE_POOL_MAX: int(10, 1, 200),
  /**
   * A PostgreSQL connection (or a free one in a full pool) or query not given this long fails
   * (docs/decisions/357-a-hung-database-answers.md).
   */
  DATABASE_TIMEOUT_MS: int(10_000, 100, 600_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isTrustEntry),
      "must be 'loopback', 'linklocal', 'uniquelocal' or a comma list of IPs/CIDRs",
    ),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_CHAT_ID: optionalString,
  TELEGRAM_API_BASE: httpUrl("https://api.telegram.org"),
  TELEGRAM_TIMEOUT_MS: int(10_000, 100),
  OUTBOX_RETRY_BASE_MS: int(5_000, 1),
  OUTBOX_RETRY_MAX_MS: int(15 * 60_000, 1),
  OUTBOX_POLL_MS: int(1_000, 10),
  /**
   * After this many failed tries each further failure is logged as an error (the line to alert on);
   * the delivery is never given up and keeps retrying at OUTBOX_RETRY_MAX_MS (docs/decisions/005-outbox-for-telegram.md).
   */
  OUTBOX_MAX_ATTEMPTS: int(100, 1),
  /** A claimed delivery whose sender died is retried after this; must exceed TELEGRAM_TIMEOUT_MS. */
  OUTBOX_LEASE_MS: int(60_000, 100),
  /**
   * After SIGTERM everything is finished or cut by then (server/graceful-shutdown.ts); at least
   * 3 s so requests and the send in flight each keep a grace period.
   */
  SHUTDOWN_DEADLINE_MS: int(SHUTDOWN_DEADLINE_MS, 3_000),
  META_PIXEL_ID: optionalString,
  META_ACCESS_TOKEN: optionalString,
  META_TEST_EVENT_CODE: optionalString,
  META_API_BASE: httpUrl("https://graph.facebook.com"),
  META_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, "must look like v21.0")
    .default("v21.0"),
  META_TIMEOUT_MS: int(8_000, 100),
  /** Letters, digits and `-._~+/` (the characters a Bearer token may hold), 16 or more. */
  ADMIN_TOKEN: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9._~+/-]{16,}=*$/.test(v),
    "must be at least 16 characters of letters, digits and -._~+/ (then = only at the end)",
  ),
  RATE_LIMIT_ENABLED: bool(true),
  /** docs/product.md §6.1: one contact message per 5 s per visitor. */
  RATE_LIMIT_CONTACT_INTERVAL_MS: int(RESEND_WAIT_SECONDS * 1000),
  RATE_LIMIT_CONTACT_PER_HOUR: int(20, 1),
  RATE_LIMIT_QUOTE_INTERVAL_MS: int(RESEND_WAIT_SECONDS * 1000),
  RATE_LIMIT_QUOTE_PER_HOUR: int(10, 1),
  RATE_LIMIT_EVENTS_PER_HOUR: int(600, 1),
  /** A lead sent faster than this after its form was shown gets a "may be automated" line. */
  SPAM_MIN_FILL_MS: int(3_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Cross-field rules, reported with the field they concern. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  const pairs: [string, string | undefined, string, string | undefined][] = [
    ["TELEGRAM_BOT_TOKEN", e.TELEGRAM_BOT_TOKEN, "TELEGRAM_CHAT_ID", e.TELEGRAM_CHAT_ID],
    ["META_PIXEL_ID", e.META_PIXEL_ID, "META_ACCESS_TOKEN", e.META_ACCESS_TOKEN],
  ];
  for (const [a, av, b, bv] of pairs) {
    if ((av === undefined) !== (bv === undefined))
      ctx.addIssue({
        code: "custom",
        path: [av ? b : a],
        message: `must be set together with ${av ? a : b}`,
      });
  }
  if (e.OUTBOX_RETRY_MAX_MS < e.OUTBOX_RETRY_BASE_MS)
    ctx.addIssue({
      code: "custom",
      path: ["OUTBOX_RETRY_MAX_MS"],
      message: "must be >= OUTBOX_RETRY_BASE_MS",
    });
  if (e.OUTBOX_LEASE_MS <= e.TELEGRAM_TIMEOUT_MS)
    ctx.addIssue({
      code: "custom",
      path: ["OUTBOX_LEASE_MS"],
      message: "must be greater than TELEGRAM_TIMEOUT_MS",
    });
});

/** The environment, validated and shaped into the server's settings. */
export const configSchema = checkedEnvSchema.transform((e) => ({
  port: e.PORT,
  host: e.HOST,
  siteUrl: new URL(e.SITE_URL).origin,
  dataDir: e.DATA_DIR,
  databaseUrl: e.DATABASE_URL ?? null,
  databasePoolMax: e.DATABASE_POOL_MAX,
  databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
  trustProxy: e.TRUST_PROXY,
  telegram:
    e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_CHAT_ID
      ? {
          botToken: e.TELEGRAM_BOT_TOKEN,
          chatId: e.TELEGRAM_CHAT_ID,
          apiBase: e.TELEGRAM_API_BASE,
          timeoutMs: e.TELEGRAM_TIMEOUT_MS,
        }
      : null,
  outbox: {
    retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: e.OUTBOX_RETRY_MAX_MS,
    pollMs: e.OUTBOX_POLL_MS,
    maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    leaseMs: e.OUTBOX_LEASE_MS,
  },
  shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
  meta:
    e.META_PIXEL_ID && e.META_ACCESS_TOKEN
      ? {
          pixelId: e.META_PIXEL_ID,
          accessToken: e.META_ACCESS_TOKEN,
          testEventCode: e.META_TEST_EVENT_CODE ?? null,
          apiBase: e.META_API_BASE,
          apiVersion: e.META_API_VERSION,
          timeoutMs: e.META_TIMEOUT_MS,
        }
      : null,
  adminToken: e.ADMIN_TOKEN ?? null,
  rateLimit: {
    enabled: e.RATE_LIMIT_ENABLED,
    contact: {
      intervalMs: e.RATE_LIMIT_CONTACT_INTERVAL_MS,
      perHour: e.RATE_LIMIT_CONTACT_PER_HOUR,
    },
    quote: { intervalMs: e.RATE_LIMIT_QUOTE_INTERVAL_MS, perHour: e.RATE_LIMIT_QUOTE_PER_HOUR },
    events: { intervalMs: 0, perHour: e.RATE_LIMIT_EVENTS_PER_HOUR },
  },
  spamMinFillMs: e.SPAM_MIN_FILL_MS,
  logLevel: e.LOG_LEVEL,
}));

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  return parsed.data;
}
