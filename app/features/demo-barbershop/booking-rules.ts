import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import type { DemoFormRules } from "~/features/demo/demo-form-rules";
import { bookingProblem } from "./opening-hours";

const FIELDS = ["name", "phone", "service", "level", "date", "time", "notes"] as const;
export type BookingField = (typeof FIELDS)[number];

/**
 * The booking form (docs/product.md §9.1): closed days and hours are refused with a message on
 * the field (content: openingHours). Shared by the form and the page's action.
 */
export const BOOKING_FORM: DemoFormRules<BookingField> = {
  id: "booking",
  fields: FIELDS,
  schema: "booking",
  check(values) {
    const minutes = B.services.find((s) => s.id === values.service)?.minutes;
    const problem = bookingProblem(values.date, values.time, minutes);
    return problem ? { [problem.field]: problem.message } : {};
  },
};
