import { SelectField, TextField } from "~/components/ui/form-field";
import { DEMO_COMMON } from "~/content/demo-common";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { DemoConfirmation } from "~/features/demo/demo-confirmation";
import { isoToday, useDemoForm } from "~/features/demo/use-demo-form";
import { useHydrated } from "~/lib/use-hydrated";
import { useState, type ChangeEvent } from "react";
import { bookingProblem, timeOpen } from "./opening-hours";
import { fillVars } from "~/lib/fill-vars";

const FIELDS = ["name", "phone", "service", "level", "date", "time", "notes"] as const;
type Field = (typeof FIELDS)[number];

function summary(values: Record<Field, string>) {
  const service = B.services.find((s) => s.id === values.service)?.name ?? values.service;
  const level = B.levels.find((l) => l.id === values.level)?.name ?? values.level;
  const date = new Intl.DateTimeFormat(B.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${values.date}T00:00:00Z`),
  );
  return {
    title: fillVars(B.booking.successTitle, { name: values.name.trim() }),
    text: fillVars(B.booking.successText, { service, level, date, time: values.time }),
  };
}

const choose = { text: B.booking.choose, disabled: true };

/** Closed days and hours are refused with a message on the field (content: openingHours). */
function openingCheck(values: Record<Field, string>) {
  const minutes = B.services.find((s) => s.id === values.service)?.minutes;
  const problem = bookingProblem(values.date, values.time, minutes);
  return problem ? { [problem.field]: problem.message } : {};
}

/** The booking form: validates on the page and confirms there; nothing is sent (a demo). */
export function BookingForm() {
  const hydrated = useHydrated();
  const [date, setDate] = useState("");
  const { errors, done, form, reset } = useDemoForm(FIELDS, "booking", summary, openingCheck);

  if (done) {
    return <DemoConfirmation {...done} onReset={reset} />;
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      {...form}
      action="#booking"
      aria-labelledby="booking-form-title"
      className="grid gap-4 sm:grid-cols-2"
    >
      <h3 id="booking-form-title" className="text-xl font-bold sm:col-span-2">
        {B.booking.heading}
      </h3>
      {hasErrors ? (
        <p role="alert" className="font-medium text-red-700 sm:col-span-2">
          {DEMO_COMMON.form.summary}
        </p>
      ) : null}
      <TextField
        id="booking-name"
        name="name"
        label={B.booking.name}
        error={errors.name}
        autoComplete="name"
        required
      />
      <TextField
        id="booking-phone"
        name="phone"
        type="tel"
        label={B.booking.phone}
        error={errors.phone}
        autoComplete="tel"
        required
      />
      <SelectField
        id="booking-service"
        name="service"
        label={B.booking.service}
        error={errors.service}
        options={B.services}
        placeholder={choose}
        required
        defaultValue=""
      />
      <SelectField
        id="booking-level"
        name="level"
        label={B.booking.level}
        error={errors.level}
        options={B.levels}
        placeholder={choose}
        required
        defaultValue=""
      />
      {/* Today is known only in the browser: the prerendered page has no minimum. */}
      <TextField
        id="booking-date"
        name="date"
        type="date"
        label={B.booking.date}
        hint={B.booking.hoursHint}
        error={errors.date}
        required
        min={hydrated ? isoToday() : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setDate(event.currentTarget.value)}
      />
      <SelectField
        id="booking-time"
        name="time"
        label={B.booking.time}
        error={errors.time}
        // Times outside the chosen day's hours are shown but cannot be picked.
        options={B.booking.times.map((t) => {
          const open = timeOpen(date, t);
          return { id: t, name: open ? t : `${t} ${B.booking.unavailable}`, disabled: !open };
        })}
        placeholder={choose}
        required
        defaultValue=""
      />
      <TextField
        id="booking-notes"
        name="notes"
        label={B.booking.notes}
        rows={3}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700"
        >
          {B.booking.submit}
        </button>
      </div>
    </form>
  );
}
