/**
 * Building blocks of the shared zod schemas: error codes, length limits, text rules (no control
 * characters; markup is text like any other, escaped where it is shown) and the ZodError ->
 * `{ fields }` helper. The schemas themselves are in schemas.ts.
 */
import { z } from "zod";
import { LIMITS } from "./field-limits";

// The site's Content-Security-Policy allows no eval: zod must not even try its compiled fast path
// (the attempt alone is reported as a CSP violation). Set before any schema is built.
z.config({ jitless: true });

export const FIELD_ERROR_CODES = [
  "required",
  "invalid_type",
  "invalid_email",
  "invalid_url",
  "invalid_phone",
  "invalid_value",
  "too_long",
  "too_short",
  "out_of_range",
  "invalid_chars",
  "must_accept",
  "unavailable_addon",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type FieldErrors = Record<string, FieldErrorCode>;

export { LIMITS };

// C0/C1 controls, DEL, line/paragraph separators and bidi overrides (used to disguise text).
const CONTROL_MULTILINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/** Half of a surrogate pair alone (a broken paste, a hand-made body): text no database can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * The site's one phone rule: digits with an optional + (also as "(+31)"), spaces, ( ) . / -; at
 * least 6 digits.
 */
const PHONE = /^\(?\+?[0-9 ()./-]+$/;
const PHONE_MIN_DIGITS = 6;
export const isPhone = (v: string): boolean =>
  PHONE.test(v) && v.replace(/\D/g, "").length >= PHONE_MIN_DIGITS;
const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

export const typeError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? "required" : "invalid_type";

/** White space, and the invisible characters a paste brings along (zero-width, BOM, word joiner). */
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;
function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.replace(EDGES, "") : value === null ? undefined : value;
}
/**
 * A pasted phone number as the phone rule reads it: a contacts app adds direction marks and other
 * invisible format characters, pages and documents use no-break spaces and Unicode dashes.
 */
function phoneAsTyped(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === "string"
    ? v
        .replace(/\p{Cf}/gu, "")
        .replace(/\p{Zs}/gu, " ")
        .replace(/[\u2010-\u2015\u2212]/g, "-")
    : v;
}
/** A tab pasted into a one-line field is a space (a line break is refused: it is no name). */
const tabsAsSpaces = (value: unknown): unknown =>
  typeof value === "string" ? value.replace(/\t/g, " ") : value;
export function blankToUndefined(value: unknown): unknown {
  const v = trimmed(value);
  return v === "" ? undefined : v;
}

/** `min`: the fewest characters once trimmed ("too_short"); a blank value is "required". */
type TextOptions = { max: number; min?: number; multiline?: boolean };

function textRules(opts: TextOptions) {
  const control = opts.multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE;
  return z
    .string({ error: typeError })
    .max(opts.max, { error: "too_long" })
    .refine((v) => !control.test(v) && !LONE_SURROGATE.test(v), { error: "invalid_chars" });
}

/**
 * Required free text: trimmed, not blank, length-limited, no control characters. Text that looks
 * like markup ("my <header> is broken") is accepted and stored verbatim: every place that shows it
 * escapes it (docs/decisions/140-spam-policy.md).
 */
export function requiredText(opts: TextOptions) {
  const text = z.string({ error: typeError }).min(1, { error: "required" });
  const long = opts.min ? text.min(opts.min, { error: "too_short" }) : text;
  const clean = opts.multiline ? trimmed : (v: unknown) => trimmed(tabsAsSpaces(v));
  return z.preprocess(clean, long.pipe(textRules(opts)));
}

/** Optional free text: blank counts as absent. */
export function optionalText(opts: TextOptions) {
  const clean = opts.multiline
    ? blankToUndefined
    : (v: unknown) => blankToUndefined(tabsAsSpaces(v));
  return z.preprocess(clean, textRules(opts).optional()).optional();
}

/**
 * zod's default email rule (an ASCII local part without leading, trailing or double dots), with a
 * domain in any script: `olena@приклад.укр` as typed, or `olena@xn--80aikifvh.xn--j1amh` as
 * Chromium sends a type=email field. zod's own rule wants a Latin top-level domain.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]*[a-z0-9])$/iu;

export const emailSchema = z.preprocess(
  trimmed,
  z
    .string({ error: typeError })
    .min(1, { error: "required" })
    .max(LIMITS.email, { error: "too_long" })
    .pipe(z.email({ pattern: EMAIL, error: "invalid_email" })),
);

/** A required phone number (the site's one phone rule, `isPhone`). */
export const phoneSchema = z.preprocess(
  (v) => phoneAsTyped(v) ?? "",
  z
    .string({ error: typeError })
    .min(1, { error: "required" })
    .max(LIMITS.phone, { error: "too_long" })
    .refine(isPhone, { error: "invalid_phone" }),
);

export const optionalPhoneSchema = z
  .preprocess(
    phoneAsTyped,
    z
      .string({ error: typeError })
      .max(LIMITS.phone, { error: "too_long" })
      .refine(isPhone, { error: "invalid_phone" })
      .optional(),
  )
  .optional();

/** Website of a practice; "example.nl" is accepted and read as https://example.nl. */
export const optionalUrlSchema = z
  .preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return typeof s === "string" && !/^[a-z][a-z0-9+.-]*:/i.test(s) ? `https://${s}` : s;
    },
    z
      .string({ error: typeError })
      .max(LIMITS.url, { error: "too_long" })
      // The address parser would percent-encode these; the database cannot store them as text.
      .refine((v) => !CONTROL_SINGLE_LINE.test(v) && !LONE_SURROGATE.test(v), {
        error: "invalid_url",
      })
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "invalid_url" }))
      .optional(),
  )
  .optional();

/**
 * The browser's language is a note for the studio, never a reason to refuse a lead: a value that
 * is no language tag or too long (a browser's odd Accept-Language) is left out.
 */
const localeSchema = z
  .preprocess((v) => {
    const s = blankToUndefined(v);
    return typeof s === "string" && s.length <= LIMITS.locale && LOCALE.test(s) ? s : undefined;
  }, z.string().optional())
  .optional();

/** Milliseconds since the epoch; a form post sends it as a string. */
const timestampSchema = z
  .preprocess(
    (v) => (typeof v === "string" && /^\d{1,16}$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: typeError })
      .int({ error: "invalid_type" })
      .nonnegative({ error: "invalid_value" })
      .optional(),
  )
  .optional();

export const submissionMeta = {
  /** Client-generated submission id (UUID): a retry with the same id is stored and delivered once. */
  id: z.preprocess(blankToUndefined, z.uuid({ error: "invalid_value" }).optional()).optional(),
  /** When the visitor started filling in the form (ms since epoch, visitor's clock). */
  startedAt: timestampSchema,
  /** When the browser sent it (visitor's clock): lets the server measure fill time without clock skew. */
  sentAt: timestampSchema,
  /** Honeypot: hidden from people; any value marks the submission as spam. */
  website: z.unknown().optional(),
  locale: localeSchema,
};

/** Turns a ZodError into `{ fields: { name: 'required', ... } }` (first problem per field). */
export function toFieldErrors(error: z.ZodError): { fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => typeof p !== "number").map(String);
    const key = path.length > 0 ? path.join(".") : "_body";
    if (fields[key]) continue;
    fields[key] = (FIELD_ERROR_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as FieldErrorCode)
      : "invalid_value";
  }
  return { fields };
}
