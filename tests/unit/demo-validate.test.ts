import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEMO_COMMON } from "~/content/demo-common";
import { MIN_LENGTH, isoToday } from "~/features/demo/form-rules";
import { demoDate, validateFields } from "~/features/demo/validate";
import { fillVars } from "~/lib/fill-vars";
import { LIMITS, emailSchema, optionalPhoneSchema, requiredText } from "~/lib/schema-fields";

const m = DEMO_COMMON.form;
const schema = z.object({
  name: requiredText({ max: LIMITS.name, min: MIN_LENGTH.name }),
  email: emailSchema,
  phone: optionalPhoneSchema,
  date: demoDate("2026-11-22"),
});

describe("demo form schemas", () => {
  it("accepts a valid form", () => {
    expect(
      validateFields(
        schema,
        { name: "Ann", email: "ann@example.com", phone: "", date: "2026-12-01" },
        m,
      ),
    ).toEqual({});
  });

  it("names every invalid field with its message", () => {
    const errors = validateFields(
      schema,
      { name: " ", email: "ann@", phone: "12ab", date: "2026-11-21" },
      m,
    );
    expect(errors).toEqual({ name: m.required, email: m.email, phone: m.phone, date: m.date });
  });

  it("checks length and the site's one phone rule (6 digits at least)", () => {
    const errors = validateFields(
      schema,
      {
        name: "A".repeat(MIN_LENGTH.name - 1),
        email: "a@b.co",
        phone: "+31 6",
        date: "2026-11-22",
      },
      m,
    );
    expect(errors).toEqual({
      name: fillVars(m.tooShort, { min: MIN_LENGTH.name }),
      phone: m.phone,
    });
  });

  it("formats today as YYYY-MM-DD", () => {
    expect(isoToday(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
