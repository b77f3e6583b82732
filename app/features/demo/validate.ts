import type { DemoFormMessages } from "~/content/demo-common";

/**
 * Rules of one demo form field. The demo forms validate on the page only (docs/product.md §6.4).
 */
export interface FieldRule {
  required?: boolean;
  kind?: "email" | "phone" | "date";
  minLength?: number;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with optional +, spaces, dots, dashes and brackets; at least 6 digits in all. */
const PHONE = /^\+?[0-9 ().-]+$/;
const PHONE_MIN_DIGITS = 6;

/** Today as YYYY-MM-DD in the visitor's time zone (what `<input type="date">` yields). */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function fieldError(value: string, rule: FieldRule, m: DemoFormMessages, today: string) {
  const v = value.trim();
  if (v === "") return rule.required ? m.required : undefined;
  if (rule.kind === "email" && !EMAIL.test(v)) return m.email;
  if (rule.kind === "phone") {
    const digits = v.replace(/\D/g, "").length;
    if (!PHONE.test(v) || digits < PHONE_MIN_DIGITS) return m.phone;
  }
  if (rule.kind === "date" && (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < today)) return m.date;
  if (rule.minLength && v.length < rule.minLength) {
    return m.tooShort.replace("{min}", String(rule.minLength));
  }
  return undefined;
}

/** Checks every field against its rule; returns the message of each invalid field. */
export function validateFields<K extends string>(
  values: Readonly<Record<K, string>>,
  rules: Readonly<Record<K, FieldRule>>,
  messages: DemoFormMessages,
  today: string = isoToday(),
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = fieldError(values[key] ?? "", rules[key], messages, today);
    if (error) errors[key] = error;
  }
  return errors;
}

/** The string values of a form's named fields. */
export function formValues<K extends string>(
  form: HTMLFormElement,
  keys: readonly K[],
): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(keys.map((k) => [k, String(data.get(k) ?? "")])) as Record<K, string>;
}
