// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { FIELD_MAX_LENGTH, fieldErrorKey, fieldErrorText } from "~/features/forms/field-errors";
import { fillMeta, markShown } from "~/features/forms/lead-form-meta";
import { validateLead } from "~/features/forms/lead-submit";
import { en } from "~/i18n/messages/en";
import { languageOption } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import { nl } from "~/i18n/messages/nl";
import { fillVars } from "~/lib/fill-vars";
import { LANGS } from "~/lib/langs";
import { contactSchema, FIELD_ERROR_CODES, isPhone, quoteSchema } from "~/lib/schemas";
import { toFieldErrors } from "~/lib/schema-fields";

describe("field errors", () => {
  it("has a translated text for every code the shared schemas produce", () => {
    for (const code of FIELD_ERROR_CODES) {
      const key = fieldErrorKey(code);
      expect(en[key]).toBeTruthy();
      expect(nl[key]).toBeTruthy();
    }
    expect(fieldErrorKey("required")).toBe("contact.error.required");
    expect(fieldErrorKey("out_of_range")).toBe("contact.error.invalid_value");
    expect(fieldErrorKey("something_new")).toBe("contact.error.invalid_value");
  });
});

describe("a field that is too long says how long it may be", () => {
  /** A valid value of `length` characters for each field with a limit. */
  const valueOf = (field: string, length: number) =>
    field === "email"
      ? `${"a".repeat(length - "@example.nl".length)}@example.nl`
      : field === "phone"
        ? "1".repeat(length)
        : field === "practiceUrl"
          ? `https://example.nl/${"a".repeat(length - "https://example.nl/".length)}`
          : "a".repeat(length);
  const base = {
    name: "Ann",
    email: "ann@example.nl",
    message: "Hi",
    consent: true,
    platform: "elementor",
    pages: 5,
  };
  const errorsOf = (data: Record<string, unknown>) => {
    const contact = contactSchema.safeParse(data);
    const quote = quoteSchema.safeParse(data);
    return {
      ...(contact.success ? {} : toFieldErrors(contact.error).fields),
      ...(quote.success ? {} : toFieldErrors(quote.error).fields),
    };
  };

  it("names each field's limit as the shared schemas enforce it", () => {
    for (const [field, max] of Object.entries(FIELD_MAX_LENGTH)) {
      expect(errorsOf({ ...base, [field]: valueOf(field, max!) })[field], field).toBeUndefined();
      expect(errorsOf({ ...base, [field]: valueOf(field, max! + 1) })[field], field).toBe(
        "too_long",
      );
    }
  });

  it("in every language, with the number written as the language writes it", () => {
    for (const lang of LANGS) {
      const option = languageOption(lang);
      const t = (key: keyof (typeof MESSAGES)["en"], vars?: Record<string, string | number>) =>
        fillVars(MESSAGES[lang][key], vars ?? {});
      const max = FIELD_MAX_LENGTH.message!;
      const text = fieldErrorText({ t, option }, "message", "too_long");
      expect(text).toBe(
        fillVars(MESSAGES[lang]["contact.error.too_long_max"], {
          max: max.toLocaleString(option.locale),
        }),
      );
      expect(text.replace(/\D/g, "")).toBe(String(max));
      // A field without a known limit keeps the plain text.
      expect(fieldErrorText({ t, option }, "addons", "too_long")).toBe(
        MESSAGES[lang]["contact.error.too_long"],
      );
    }
  });
});

describe("validateLead (the shared schemas in the browser)", () => {
  it("checks a contact message", () => {
    expect(validateLead("contact", { name: "", email: "x", phone: "", message: "" })).toEqual({
      name: "required",
      email: "invalid_email",
      message: "required",
    });
    expect(
      validateLead("contact", { name: "Ann", email: "ann@example.com", message: "Hi" }),
    ).toEqual({});
  });

  it("accepts text that looks like markup", () => {
    const message = "my <header> is broken, can you embed an <iframe>?";
    expect(validateLead("contact", { name: "<b>Ann</b>", email: "a@b.nl", message })).toEqual({});
  });

  it("asks the dental form for practice name, phone and privacy consent", () => {
    expect(
      validateLead("contact", { source: "tandarts", name: "Eva", email: "eva@example.com" }),
    ).toEqual({ practiceName: "required", phone: "required", privacy: "must_accept" });
  });

  it("checks a quote, consent included", () => {
    const quote = { name: "Ann", email: "a@b.nl", platform: "lovable", pages: 1, addons: [] };
    expect(validateLead("quote", { ...quote, consent: false })).toEqual({ consent: "must_accept" });
    expect(validateLead("quote", { ...quote, consent: true })).toEqual({});
  });
});

describe("the one phone rule", () => {
  it.each(["+31 6 1234 5678", "020-123 4567", "(020) 123.45.67", "0612345678"])("accepts %s", (v) =>
    expect(isPhone(v)).toBe(true),
  );
  it.each(["call me maybe", "12345", "+31 6 12a4 5678", "++31612345678"])("refuses %s", (v) =>
    expect(isPhone(v)).toBe(false),
  );
  it("is the rule of every form schema", () => {
    expect(
      validateLead("contact", { name: "A", email: "a@b.nl", message: "m", phone: "12345" }),
    ).toEqual({ phone: "invalid_phone" });
  });
});

describe("pasted text as a person sees it", () => {
  const contact = { name: "Ann", email: "ann@example.com", message: "Hi" };
  it.each([
    ["no-break spaces", "+31\u00a06\u00a01234\u00a05678", "+31 6 1234 5678"],
    ["narrow no-break spaces", "+31\u202f6\u202f12345678", "+31 6 12345678"],
    ["direction marks from a contacts app", "\u202a+31 6 12345678\u202c", "+31 6 12345678"],
    ["non-breaking hyphens", "020\u2011123\u20114567", "020-123-4567"],
    ["the country code in brackets", "(+31) 6-1234-5678", "(+31) 6-1234-5678"],
  ])("takes a phone number with %s", (_, phone, stored) => {
    expect(validateLead("contact", { ...contact, phone })).toEqual({});
    expect(contactSchema.parse({ ...contact, phone }).phone).toBe(stored);
    expect(validateLead("contact", { source: "tandarts", ...contact, phone })).not.toHaveProperty(
      "phone",
    );
  });

  it("reads a tab pasted into a name as a space", () => {
    expect(contactSchema.parse({ ...contact, name: "Jan\tJansen" }).name).toBe("Jan Jansen");
  });

  it("counts text of invisible characters only as blank", () => {
    expect(
      validateLead("contact", { ...contact, name: "\u200b", message: "\u200b\ufeff" }),
    ).toEqual({ name: "required", message: "required" });
  });

  it("refuses a website address with characters no database stores, naming the field", () => {
    const dental = { source: "tandarts", ...contact, practiceName: "P", phone: "0612345678" };
    expect(
      validateLead("contact", { ...dental, privacy: true, practiceUrl: "https://a.nl/\u0000x" }),
    ).toEqual({ practiceUrl: "invalid_url" });
  });

  it("leaves out a browser language it cannot read instead of refusing the message", () => {
    const odd = "de-DE-x-abcdefgh-abcdefgh-abcdefgh-abc";
    expect(validateLead("contact", { ...contact, locale: odd })).toEqual({});
    expect(contactSchema.parse({ ...contact, locale: odd }).locale).toBeUndefined();
    expect(contactSchema.parse({ ...contact, locale: "nl-NL" }).locale).toBe("nl-NL");
  });
});

describe("form meta (submission id, when the form was shown)", () => {
  function form(inPopover: boolean) {
    document.body.innerHTML = `<div ${inPopover ? "popover" : ""}><form>
      <input type="hidden" name="id" value=""><input type="hidden" name="startedAt" value=""></form></div>`;
    return document.querySelector("form")!;
  }
  const value = (f: HTMLFormElement, name: string) =>
    (f.elements.namedItem(name) as HTMLInputElement).value;

  it("fills a missing id and the time a page form was shown; keeps what is there", () => {
    const f = form(false);
    fillMeta(f, () => "id-1");
    expect(value(f, "id")).toBe("id-1");
    expect(Number(value(f, "startedAt"))).toBeGreaterThan(0);
    const started = value(f, "startedAt");
    fillMeta(f, () => "id-2");
    expect(value(f, "id")).toBe("id-1");
    expect(value(f, "startedAt")).toBe(started);
  });

  it("leaves a popover form's start to its opening", () => {
    const f = form(true);
    fillMeta(f, () => "id-1");
    expect(value(f, "startedAt")).toBe("");
    markShown(f, 1234);
    expect(value(f, "startedAt")).toBe("1234");
  });
});
