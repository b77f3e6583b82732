/**
 * One-line JSON logs. Visitor input never reaches a log unmasked: every string value has its line
 * breaks and control characters removed, e-mail addresses and phone numbers masked, and is cut
 * to a sane length, so a visitor cannot forge log lines or leak personal data into them.
 */
import type { LogLevel } from "./config";

export type LogFields = Record<string, unknown>;
export type Logger = {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};
export type LogSink = (level: Exclude<LogLevel, "silent">, line: string) => void;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
/** Longest string value printed; longer ones are cut (a message body has no business in a log). */
const MAX_VALUE_CHARS = 300;

const EMAIL = /[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:]+/g;
// A run of 7+ digits, optionally with +, spaces, dots, dashes or brackets between them.
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** "jan.jansen@example.nl" -> "j***@e***.nl" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${email[0]}***@${domain[0] ?? ""}***${tld}`;
}

/** "+31 6 1234 5678" -> "***78" (only the last two digits). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length <= 4 ? "***" : `***${digits.slice(-2)}`;
}

// Ids, timestamps and IPv4 addresses we log ourselves; they are digit runs but not phone numbers.
const SAFE_VALUE =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}T[\d:.]+Z|\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Makes any visitor-supplied string safe to log. */
export function cleanForLog(value: string, maxChars = MAX_VALUE_CHARS): string {
  if (SAFE_VALUE.test(value)) return value;
  const oneLine = value.replace(LINE_BREAKS_AND_CONTROLS, " ");
  const masked = oneLine
    .replace(EMAIL, (m) => maskEmail(m))
    .replace(PHONE, (m) => (m.replace(/\D/g, "").length >= 7 ? maskPhone(m) : m));
  return masked.length > maxChars ? `${masked.slice(0, maxChars)}…` : masked;
}

/**
 * An error as one line, its cause first: a failed query's own message is its SQL and parameters,
 * and the reason (a full disk, a lost connection) is in its `cause`, which the length limit would
 * otherwise cut off (docs/decisions/342-a-store-that-refuses-writes.md).
 */
function errorLine(error: Error): string {
  const own = `${error.name}: ${error.message}`;
  const cause = error.cause as { name?: string; message?: string; code?: string } | undefined;
  if (cause && typeof cause === "object" && typeof cause.message === "string") {
    const code = cause.code ? ` [${cause.code}]` : "";
    return `${cause.name ?? "Error"}: ${cause.message}${code}; in ${own}`;
  }
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${own} [${code}]` : own;
}

const oneLine = (value: string) => value.replace(LINE_BREAKS_AND_CONTROLS, " ");

/** Every string in a log record's fields, through `text` (visitor-safe, or one line only). */
function cleanValue(value: unknown, text: (s: string) => string, depth = 0): unknown {
  if (typeof value === "string") return text(value);
  if (value instanceof Error) return text(errorLine(value));
  if (Array.isArray(value))
    return depth > 3 ? "[…]" : value.slice(0, 20).map((v) => cleanValue(v, text, depth + 1));
  if (value && typeof value === "object") {
    if (depth > 3) return "{…}";
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, cleanValue(v, text, depth + 1)]),
    );
  }
  return value;
}

const defaultSink: LogSink = (level, line) => {
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

export function createLogger(
  level: LogLevel = "info",
  sink: LogSink = defaultSink,
  base: LogFields = {},
  /**
   * `true` for the lines the server writes about itself (start-up, stop, why it cannot start):
   * addresses, folders and the chat id are not visitor input, and masked they would say nothing.
   * Only line breaks go. Never for anything a request carried.
   */
  ownLines = false,
): Logger {
  const threshold = ORDER[level];
  const text = ownLines ? oneLine : (s: string) => cleanForLog(s);
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (ORDER[lvl] < threshold) return;
    const record = {
      time: new Date().toISOString(),
      level: lvl,
      msg: text(msg),
      ...(cleanValue({ ...base, ...fields }, text) as LogFields),
    };
    sink(lvl, JSON.stringify(record));
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}
