import { describe, expect, it } from "vitest";
import { fieldErrorKey, firstErrorField } from "~/features/contact/field-errors";
import { CONTACT_RATE_LIMIT_MS, isTooSoon } from "~/features/contact/rate-limit";
import { nextSubmission } from "~/features/contact/submission";
import { validateContact } from "~/features/contact/validate-contact";
import { en } from "~/i18n/messages/en";
import { nl } from "~/i18n/messages/nl";
import { FIELD_ERROR_CODES } from "~/lib/schemas";

describe("contact rate limit", () => {
  it("refuses a send within 5000 ms of the last successful one", () => {
    expect(CONTACT_RATE_LIMIT_MS).toBe(5000);
    expect(isTooSoon(null, 1_000)).toBe(false);
    expect(isTooSoon(10_000, 10_000)).toBe(true);
    expect(isTooSoon(10_000, 14_999)).toBe(true);
    expect(isTooSoon(10_000, 15_000)).toBe(false);
  });
});

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

  it("finds the first invalid field in form order", () => {
    const order = ["name", "email", "phone", "message"] as const;
    expect(firstErrorField(order, { message: "required", email: "invalid_email" })).toBe("email");
    expect(firstErrorField(order, {})).toBeUndefined();
  });

  it("validates the contact form with the shared schema", () => {
    expect(validateContact({ name: "", email: "x", phone: "", message: "" })).toEqual({
      name: "required",
      email: "invalid_email",
      message: "required",
    });
    expect(
      validateContact({ name: "Ann", email: "ann@example.com", phone: "", message: "Hi" }),
    ).toEqual({});
    expect(
      validateContact({ name: "Ann", email: "ann@example.com", phone: "abc", message: "Hi" }),
    ).toEqual({ phone: "invalid_phone" });
  });
});

describe("nextSubmission", () => {
  const ids = () => {
    let n = 0;
    return () => `id-${++n}`;
  };

  it("reuses the id for a retry of the same content and makes a new one after an edit", () => {
    const create = ids();
    const first = nextSubmission(null, { name: "A" }, create);
    expect(first.id).toBe("id-1");
    expect(nextSubmission(first, { name: "A" }, create)).toBe(first);
    expect(nextSubmission(first, { name: "B" }, create).id).toBe("id-2");
  });
});
