/**
 * Shared zod schemas for every form and API body: the browser validates with them before sending
 * and the server validates with them again. Error messages are stable codes (FIELD_ERROR_CODES)
 * that the front end translates into the four languages.
 */
import { z } from "zod";
import {
  ADDONS,
  PAGES_MAX,
  PAGES_MIN,
  PLATFORMS,
  isAddon,
  isAddonAvailable,
  isPlatform,
} from "./pricing";

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
  "markup_not_allowed",
  "must_accept",
  "unavailable_addon",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type FieldErrors = Record<string, FieldErrorCode>;

/** Length limits: generous for people, small enough to keep one chat message under 4096 chars. */
export const LIMITS = {
  name: 100,
  email: 254, // RFC 5321 maximum path length
  phone: 32,
  message: 3000,
  company: 120,
  practiceName: 150,
  url: 300,
  locale: 35,
  utm: 200,
} as const;

export const LANGS = ["en", "nl", "ua", "fr"] as const;
export type Lang = (typeof LANGS)[number];

// C0/C1 controls, DEL, line/paragraph separators and bidi overrides (used to disguise text).
const CONTROL_MULTILINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/** An HTML/XML tag, comment or doctype; a lone "<" (as in "budget < 500") is fine. */
const MARKUP = /<\s*[/!?]?\s*[a-z][^<>]*>|<!--/i;
const PHONE = /^\+?[0-9 ()./-]{6,}$/;
const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

const typeError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? "required" : "invalid_type";

function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value === null ? undefined : value;
}
function blankToUndefined(value: unknown): unknown {
  const v = trimmed(value);
  return v === "" ? undefined : v;
}

type TextOptions = { max: number; multiline?: boolean };

function textRules(opts: TextOptions) {
  const control = opts.multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE;
  return z
    .string({ error: typeError })
    .max(opts.max, { error: "too_long" })
    .refine((v) => !control.test(v), { error: "invalid_chars", abort: true })
    .refine((v) => !MARKUP.test(v), { error: "markup_not_allowed" });
}

/** Required free text: trimmed, not blank, length-limited, no control characters, no markup. */
export function requiredText(opts: TextOptions) {
  return z.preprocess(
    trimmed,
    z.string({ error: typeError }).min(1, { error: "required" }).pipe(textRules(opts)),
  );
}

/** Optional free text: blank counts as absent. */
export function optionalText(opts: TextOptions) {
  return z.preprocess(blankToUndefined, textRules(opts).optional()).optional();
}

export const emailSchema = z.preprocess(
  trimmed,
  z
    .string({ error: typeError })
    .min(1, { error: "required" })
    .max(LIMITS.email, { error: "too_long" })
    .pipe(z.email({ error: "invalid_email" })),
);

export const optionalPhoneSchema = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: typeError })
      .max(LIMITS.phone, { error: "too_long" })
      .regex(PHONE, { error: "invalid_phone" })
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
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "invalid_url" }))
      .optional(),
  )
  .optional();

const localeSchema = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: typeError })
      .max(LIMITS.locale, { error: "too_long" })
      .regex(LOCALE, { error: "invalid_value" })
      .optional(),
  )
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

const submissionMeta = {
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

export const CONTACT_SOURCES = ["contact", "tandarts"] as const;

export const contactSchema = z
  .object(
    {
      name: requiredText({ max: LIMITS.name }),
      email: emailSchema,
      phone: optionalPhoneSchema,
      message: optionalText({ max: LIMITS.message, multiline: true }),
      source: z.preprocess(
        blankToUndefined,
        z.enum(CONTACT_SOURCES, { error: "invalid_value" }).default("contact"),
      ),
      practiceName: optionalText({ max: LIMITS.practiceName }),
      practiceUrl: optionalUrlSchema,
      ...submissionMeta,
    },
    { error: "invalid_type" },
  )
  .superRefine(
    (v, ctx) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return;
      const required = (field: "message" | "practiceName" | "phone") => {
        if (v[field] === undefined)
          ctx.addIssue({ code: "custom", path: [field], message: "required" });
      };
      if (v.source === "tandarts") {
        // SPEC 5: the dental form requires practice name and phone; its message is optional.
        required("practiceName");
        required("phone");
      } else {
        required("message");
      }
    },
    // Run even when other fields failed, so one answer lists every missing field.
    { when: () => true },
  );
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export const utmSchema = z.object(
  Object.fromEntries(UTM_KEYS.map((k) => [k, optionalText({ max: LIMITS.utm })])) as Record<
    UtmKey,
    ReturnType<typeof optionalText>
  >,
  { error: "invalid_type" },
);

export const quoteSchema = z
  .object(
    {
      name: requiredText({ max: LIMITS.name }),
      email: emailSchema,
      phone: optionalPhoneSchema,
      company: optionalText({ max: LIMITS.company }),
      message: optionalText({ max: LIMITS.message, multiline: true }),
      consent: z.literal(true, { error: "must_accept" }),
      platform: z.enum(PLATFORMS, {
        error: (iss) => (iss.input === undefined ? "required" : "invalid_value"),
      }),
      pages: z
        .number({ error: typeError })
        .int({ error: "invalid_type" })
        .min(PAGES_MIN, { error: "out_of_range" })
        .max(PAGES_MAX, { error: "out_of_range" }),
      addons: z
        .array(z.enum(ADDONS, { error: "invalid_value" }), { error: typeError })
        .max(ADDONS.length * 2, { error: "too_long" })
        .default([]),
      utm: utmSchema.optional(),
      ...submissionMeta,
    },
    { error: "invalid_type" },
  )
  .superRefine(
    (v, ctx) => {
      // The server refuses an add-on the platform does not offer (the URL parser drops it instead).
      if (
        typeof v !== "object" ||
        v === null ||
        !isPlatform(v.platform) ||
        !Array.isArray(v.addons)
      )
        return;
      const platform = v.platform;
      if (v.addons.some((a) => isAddon(a) && !isAddonAvailable(platform, a))) {
        ctx.addIssue({ code: "custom", path: ["addons"], message: "unavailable_addon" });
      }
    },
    { when: () => true },
  );
export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

export const TRACKED_EVENTS = [
  "Lead",
  "ViewContent",
  "InitiateCheckout",
  "Contact",
  "PageView",
] as const;
export type TrackedEventName = (typeof TRACKED_EVENTS)[number];

const userValues = z
  .preprocess(
    (v) => (typeof v === "string" ? [v] : v),
    z.array(z.string().max(LIMITS.email, { error: "too_long" })).max(5, { error: "too_long" }),
  )
  .optional();

export const trackingEventSchema = z.object(
  {
    event_name: z.enum(TRACKED_EVENTS, {
      error: (iss) => (iss.input === undefined ? "required" : "invalid_value"),
    }),
    event_id: z.string({ error: typeError }).min(1).max(100, { error: "too_long" }).optional(),
    event_source_url: z
      .url({ protocol: /^https?$/, error: "invalid_url" })
      .max(2000, { error: "too_long" })
      .optional(),
    user_data: z
      .object({
        em: userValues,
        ph: userValues,
        fn: userValues,
        ln: userValues,
        fbc: z.string().max(500, { error: "too_long" }).optional(),
        fbp: z.string().max(500, { error: "too_long" }).optional(),
      })
      .optional(),
    custom_data: z
      .object({
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/, { error: "invalid_value" })
          .optional(),
        value: z
          .number({ error: typeError })
          .nonnegative({ error: "out_of_range" })
          .max(1_000_000, { error: "out_of_range" })
          .optional(),
        content_name: z.string().max(200, { error: "too_long" }).optional(),
        content_category: z.string().max(100, { error: "too_long" }).optional(),
        contents: z
          .array(
            z.object({
              id: z.string().max(100),
              quantity: z.number().int().min(1).max(1000),
              item_price: z.number().nonnegative().optional(),
            }),
          )
          .max(30, { error: "too_long" })
          .optional(),
        channel: z.enum(["phone", "whatsapp"], { error: "invalid_value" }).optional(),
      })
      .optional(),
    /** The visitor's stored cookie choice; only "all" lets the event through. */
    consent: z.enum(["all", "necessary"], { error: "invalid_value" }).optional(),
  },
  { error: "invalid_type" },
);
export type TrackingEventInput = z.input<typeof trackingEventSchema>;
export type TrackingEvent = z.output<typeof trackingEventSchema>;

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
