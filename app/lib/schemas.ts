/**
 * Shared zod schemas for every form and API body: the browser validates with them before sending
 * and the server validates with them again. Error messages are stable codes (FIELD_ERROR_CODES)
 * that the front end translates into the four languages.
 */
import { z } from "zod";
import {
  LIMITS,
  blankToUndefined,
  emailSchema,
  optionalPhoneSchema,
  optionalText,
  optionalUrlSchema,
  requiredText,
  submissionMeta,
  typeError,
} from "./schema-fields";
import {
  ADDONS,
  PAGES_MAX,
  PAGES_MIN,
  PLATFORMS,
  isAddon,
  isAddonAvailable,
  isPlatform,
} from "./pricing";

export { FIELD_ERROR_CODES, isPhone, optionalText, toFieldErrors } from "./schema-fields";
import { cleanUtm, UTM_KEYS, type UtmKey } from "./utm-keys";
import { LANGS } from "./langs";
export type { FieldErrors } from "./schema-fields";

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
      /** The dental page's package of interest, by its name as the form shows it. */
      package: optionalText({ max: LIMITS.practiceName }),
      /** The dental form's privacy consent (docs/product.md §6.3): required there. */
      privacy: z.literal(true, { error: "must_accept" }).optional(),
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
        // docs/product.md §6.3: the dental form requires practice name and phone; its message is
        // optional.
        required("practiceName");
        required("phone");
        if (v.privacy !== true)
          ctx.addIssue({ code: "custom", path: ["privacy"], message: "must_accept" });
      } else {
        required("message");
      }
    },
    // Run even when other fields failed, so one answer lists every missing field.
    { when: () => true },
  );
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export { UTM_KEYS, type UtmKey };

/**
 * Campaign tags: cleaned (cleanUtmTag), unknown keys and a value of the wrong shape left out, so a
 * tag never refuses a lead; none left is no `utm` at all.
 */
export const utmSchema = z.preprocess(
  (value) => {
    const utm = cleanUtm(value);
    return Object.keys(utm).length > 0 ? utm : undefined;
  },
  z
    .object(
      Object.fromEntries(UTM_KEYS.map((k) => [k, optionalText({ max: LIMITS.utm })])) as Record<
        UtmKey,
        ReturnType<typeof optionalText>
      >,
    )
    .optional(),
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
      /**
       * The language of the page the visitor asked from (`locale` is the browser's own,
       * docs/product.md §6.2): the language the studio answers in.
       */
      lang: z.preprocess(blankToUndefined, z.enum(LANGS, { error: "invalid_value" }).optional()),
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
export type TrackingEvent = z.output<typeof trackingEventSchema>;
