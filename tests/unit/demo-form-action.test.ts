/**
 * The demo pages' action (a demo form posted without JavaScript): judged by the form's own rules,
 * what was posted comes back; a post of no form of the page gets the page again (400).
 */
import { describe, expect, it } from "vitest";
import { BARBERSHOP_DEMO as B } from "../../app/content/demo-barbershop";
import { DEMO_COMMON } from "../../app/content/demo-common";
import { BOOKING_FORM } from "../../app/features/demo-barbershop/booking-rules";
import { CLEANING_CONTACT_FORM, ESTIMATE_FORM } from "../../app/features/demo-cleaning/form-rules";
import { demoFormAction } from "../../app/features/demo/demo-form-action";
import type { DemoFormResult } from "../../app/features/demo/demo-form-rules";
import { isoToday } from "../../app/features/demo/form-rules";

const post = (fields: [string, string][]) =>
  new Request("http://site.test/demo/barbershop?from=nl", {
    method: "POST",
    body: new URLSearchParams(fields),
  });

/** A date `days` after `from` as YYYY-MM-DD (local, as isoToday). */
function dayAfter(from: Date, days: number): string {
  return isoToday(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days, 12));
}

/** The next date from `from` on whose weekday the shop is open or closed. */
function nextDay(from: Date, open: boolean, start = 0): string {
  for (let d = start; d < start + 8; d++) {
    const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + d, 12);
    if (Boolean(B.openingHours[day.getDay()]) === open) return isoToday(day);
  }
  throw new Error("no such day");
}

function booking(date: string, overrides: Record<string, string> = {}): [string, string][] {
  const open = B.openingHours[new Date(`${date}T12:00:00Z`).getUTCDay()];
  return Object.entries({
    form: "booking",
    name: "Jan Jansen",
    phone: "+31 6 1234 5678",
    service: B.services[0]!.id,
    level: B.levels[0]!.id,
    date,
    time: open?.open ?? B.booking.times[0]!,
    notes: "",
    ...overrides,
  });
}

/** The action's answer to a post of one of the page's forms (the page's data, status 200). */
async function judge(...args: Parameters<typeof demoFormAction>): Promise<DemoFormResult> {
  const answer = await demoFormAction(...args);
  if (!("form" in answer)) throw new Error(`not judged: ${JSON.stringify(answer)}`);
  return answer;
}

describe("demoFormAction", () => {
  const now = new Date(2030, 5, 10, 12);

  it("accepts a valid booking and returns what was posted", async () => {
    const date = nextDay(now, true, 2);
    const result = await judge(post(booking(date)), [BOOKING_FORM], now);
    expect(result.form).toBe("booking");
    expect(result.errors).toEqual({});
    expect(new URLSearchParams(result.entries).get("name")).toBe("Jan Jansen");
    expect(result.entries.some(([name]) => name === "form")).toBe(false);
  });

  it("refuses on the field: the phone by the shared rule, a closed day by the shop's hours", async () => {
    const closed = nextDay(now, false, 2);
    const result = await judge(post(booking(closed, { phone: "call me" })), [BOOKING_FORM], now);
    expect(result.errors.phone).toBe(DEMO_COMMON.form.phone);
    expect(result.errors.date).toMatch(/closed/i);
    expect(new URLSearchParams(result.entries).get("phone")).toBe("call me");
  });

  it("takes a visitor's today that is the server's yesterday, not the day before", async () => {
    const yesterday = dayAfter(now, -1);
    const before = dayAfter(now, -2);
    const dated = async (date: string) =>
      (await judge(post(booking(date)), [BOOKING_FORM], now)).errors.date;
    // A closed day is refused for its hours; only the date rule is looked at here.
    const yesterdayError = await dated(yesterday);
    expect(yesterdayError === undefined || /closed/i.test(yesterdayError)).toBe(true);
    expect(await dated(before)).toBe(DEMO_COMMON.form.date);
  });

  it("judges each form of a page by its own rules and keeps repeated names", async () => {
    const result = await judge(
      post([
        ["form", "estimate"],
        ["rooms", "3"],
        ["extras", "oven"],
        ["extras", "hood"],
        ["phone", "+1 555 123 4567"],
      ]),
      [ESTIMATE_FORM, CLEANING_CONTACT_FORM],
    );
    expect(result).toMatchObject({ form: "estimate", errors: {} });
    expect(new URLSearchParams(result.entries).getAll("extras")).toEqual(["oven", "hood"]);
    const contact = await judge(
      post([
        ["form", "contact"],
        ["name", "M"],
        ["email", "mary@"],
        ["message", "Hi"],
      ]),
      [ESTIMATE_FORM, CLEANING_CONTACT_FORM],
    );
    expect(Object.keys(contact.errors).sort()).toEqual(["email", "message", "name"]);
  });

  it("an update asks for the page again with the choices, judging nothing", async () => {
    const result = await judge(
      post([
        ["form", "estimate"],
        ["intent", "update"],
        ["rooms", "2"],
        ["phone", ""],
      ]),
      [ESTIMATE_FORM],
    );
    expect(result).toEqual({
      form: "estimate",
      entries: [
        ["rooms", "2"],
        ["phone", ""],
      ],
      errors: {},
      update: true,
    });
  });

  it("answers a post of no form of the page with the page again, status 400", async () => {
    const notAForm = new Request("http://site.test/demo/barbershop", { method: "POST" });
    for (const request of [post([["form", "contact"]]), post([]), notAForm]) {
      expect(await demoFormAction(request, [BOOKING_FORM])).toMatchObject({
        data: { form: "", entries: [], errors: {} },
        init: { status: 400 },
      });
    }
  });
});
