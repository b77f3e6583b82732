import { describe, expect, it } from "vitest";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { bookingProblem, timeOpen, weekdayOf } from "~/features/demo-barbershop/opening-hours";

/** A date in 2099 on the given weekday (0 Sunday ... 6 Saturday). */
function dateOn(weekday: number): string {
  const d = new Date(Date.UTC(2099, 0, 4)); // a Sunday
  d.setUTCDate(d.getUTCDate() + weekday);
  return d.toISOString().slice(0, 10);
}

const closedDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => !B.openingHours[d]);
const openDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => B.openingHours[d]);

describe("barbershop opening hours", () => {
  it("knows the weekday of a date in every time zone", () => {
    expect(weekdayOf(dateOn(0))).toBe(0);
    expect(weekdayOf(dateOn(6))).toBe(6);
    expect(weekdayOf("not a date")).toBeNull();
  });

  it("refuses every closed day on the date, naming the day", () => {
    expect(closedDays.length).toBeGreaterThan(0);
    for (const day of closedDays) {
      const problem = bookingProblem(dateOn(day), B.booking.times[0]);
      expect(problem?.field).toBe("date");
      expect(problem?.message).toContain(B.weekdays[day]);
      for (const t of B.booking.times) expect(timeOpen(dateOn(day), t)).toBe(false);
    }
  });

  it("accepts a time inside the hours and refuses one whose service would end after closing", () => {
    for (const day of openDays) {
      const hours = B.openingHours[day]!;
      const date = dateOn(day);
      expect(bookingProblem(date, hours.open, 30)).toBeNull();
      const late = B.booking.times.filter((t) => t >= hours.close);
      for (const t of late) {
        expect(bookingProblem(date, t)?.field).toBe("time");
        expect(timeOpen(date, t)).toBe(false);
      }
      const longest = Math.max(...B.services.map((s) => s.minutes));
      const lastStart = B.booking.times.filter((t) => t < hours.close).at(-1)!;
      const [h, m] = lastStart.split(":").map(Number);
      const [ch, cm] = hours.close.split(":").map(Number);
      const fits = h! * 60 + m! + longest <= ch! * 60 + cm!;
      expect(bookingProblem(date, lastStart, longest) === null).toBe(fits);
      expect(bookingProblem(date, lastStart, longest)?.message ?? hours.close).toContain(
        hours.close,
      );
    }
  });

  it("offers a start time only when the chosen service ends by closing time", () => {
    const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    let refused = 0;
    for (const day of openDays) {
      const hours = B.openingHours[day]!;
      for (const service of B.services) {
        for (const t of B.booking.times) {
          const fits =
            minutesOf(t) >= minutesOf(hours.open) &&
            minutesOf(t) + service.minutes <= minutesOf(hours.close);
          expect(timeOpen(dateOn(day), t, service.minutes)).toBe(fits);
          if (!fits && minutesOf(t) < minutesOf(hours.close)) refused++;
        }
      }
    }
    // Some times within the hours are too late for a long service (the case the list missed).
    expect(refused).toBeGreaterThan(0);
  });
});
