import { describe, expect, it } from "vitest";
import { DEMO_COMMON } from "~/content/demo-common";
import { isoToday, validateFields } from "~/features/demo/validate";

const m = DEMO_COMMON.form;

describe("validateFields", () => {
  const rules = {
    name: { required: true, minLength: 2 },
    email: { required: true, kind: "email" as const },
    phone: { kind: "phone" as const },
    date: { required: true, kind: "date" as const },
    notes: {},
  };

  it("accepts a valid form", () => {
    expect(
      validateFields(
        { name: "Ann", email: "ann@example.com", phone: "", date: "2026-12-01", notes: "" },
        rules,
        m,
        "2026-11-22",
      ),
    ).toEqual({});
  });

  it("names every invalid field with its message", () => {
    const errors = validateFields(
      { name: " ", email: "ann@", phone: "12ab", date: "2026-11-21", notes: "" },
      rules,
      m,
      "2026-11-22",
    );
    expect(errors).toEqual({ name: m.required, email: m.email, phone: m.phone, date: m.date });
  });

  it("checks length and phone digit count", () => {
    const errors = validateFields(
      { name: "A", email: "a@b.co", phone: "+31 6", date: "2026-11-22", notes: "" },
      rules,
      m,
      "2026-11-22",
    );
    expect(errors).toEqual({ name: m.tooShort.replace("{min}", "2"), phone: m.phone });
  });

  it("formats today as YYYY-MM-DD", () => {
    expect(isoToday(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
