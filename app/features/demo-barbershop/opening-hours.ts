import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { fillVars } from "~/lib/fill-vars";

/** Minutes since midnight of "HH:MM". */
function minutesOf(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}

/** The weekday (0 Sunday ... 6 Saturday) of a YYYY-MM-DD date, the same in every time zone. */
export function weekdayOf(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? null : day;
}

/**
 * Whether a chair can be booked then: the shop is open that day, and the appointment starts
 * after opening and (with the service's length, when known) ends by closing time.
 */
export function bookingProblem(
  date: string,
  time: string,
  serviceMinutes?: number,
): { field: "date" | "time"; message: string } | null {
  const day = weekdayOf(date);
  if (day === null) return null;
  const name = B.weekdays[day] ?? "";
  const hours = B.openingHours[day];
  if (!hours) return { field: "date", message: fillVars(B.booking.closedDay, { day: name }) };
  if (time === "") return null;
  const start = minutesOf(time);
  const end = start + (serviceMinutes ?? 0);
  const fits =
    start >= minutesOf(hours.open) &&
    (serviceMinutes === undefined ? start < minutesOf(hours.close) : end <= minutesOf(hours.close));
  return fits
    ? null
    : {
        field: "time",
        message: fillVars(B.booking.closedTime, { day: name, close: hours.close }),
      };
}

/**
 * Whether a start time can be offered on that date (the time list disables the rest): the shop is
 * open then and, once the service is chosen, the appointment ends by closing time. No date yet:
 * every time.
 */
export function timeOpen(date: string, time: string, serviceMinutes?: number): boolean {
  return bookingProblem(date, time, serviceMinutes) === null;
}
