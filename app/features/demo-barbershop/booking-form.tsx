import { DEMO_COMMON } from "~/content/demo-common";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { DemoConfirmation } from "~/features/demo/demo-confirmation";
import { DemoField } from "~/features/demo/demo-field";
import { useDemoForm } from "~/features/demo/use-demo-form";
import { isoToday, type FieldRule } from "~/features/demo/validate";
import { useHydrated } from "~/lib/use-hydrated";
import { useState } from "react";
import { bookingProblem, timeOpen } from "./opening-hours";

const FIELDS = ["name", "phone", "service", "level", "date", "time", "notes"] as const;
type Field = (typeof FIELDS)[number];

const RULES: Record<Field, FieldRule> = {
  name: { required: true, minLength: 2 },
  phone: { required: true, kind: "phone" },
  service: { required: true },
  level: { required: true },
  date: { required: true, kind: "date" },
  time: { required: true },
  notes: {},
};

function summary(values: Record<Field, string>) {
  const service = B.services.find((s) => s.id === values.service)?.name ?? values.service;
  const level = B.levels.find((l) => l.id === values.level)?.name ?? values.level;
  const date = new Intl.DateTimeFormat(B.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${values.date}T00:00:00Z`),
  );
  return {
    title: B.booking.successTitle.replace("{name}", values.name.trim()),
    text: B.booking.successText
      .replace("{service}", service)
      .replace("{level}", level)
      .replace("{date}", date)
      .replace("{time}", values.time),
  };
}

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
  const { errors, done, onSubmit, reset } = useDemoForm(FIELDS, RULES, summary, openingCheck);

  if (done) {
    return <DemoConfirmation {...done} onReset={reset} />;
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      noValidate={hydrated}
      onSubmit={onSubmit}
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
      <DemoField id="booking-name" name="name" label={B.booking.name} error={errors.name}>
        {(p) => <input {...p} type="text" autoComplete="name" required />}
      </DemoField>
      <DemoField id="booking-phone" name="phone" label={B.booking.phone} error={errors.phone}>
        {(p) => <input {...p} type="tel" autoComplete="tel" inputMode="tel" required />}
      </DemoField>
      <DemoField
        id="booking-service"
        name="service"
        label={B.booking.service}
        error={errors.service}
      >
        {(p) => (
          <select {...p} required defaultValue="">
            <option value="" disabled>
              {B.booking.choose}
            </option>
            {B.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </DemoField>
      <DemoField id="booking-level" name="level" label={B.booking.level} error={errors.level}>
        {(p) => (
          <select {...p} required defaultValue="">
            <option value="" disabled>
              {B.booking.choose}
            </option>
            {B.levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </DemoField>
      <DemoField
        id="booking-date"
        name="date"
        label={B.booking.date}
        hint={B.booking.hoursHint}
        error={errors.date}
      >
        {/* Today is known only in the browser: the prerendered page has no minimum. */}
        {(p) => (
          <input
            {...p}
            type="date"
            required
            min={hydrated ? isoToday() : undefined}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
        )}
      </DemoField>
      <DemoField id="booking-time" name="time" label={B.booking.time} error={errors.time}>
        {(p) => (
          <select {...p} required defaultValue="">
            <option value="" disabled>
              {B.booking.choose}
            </option>
            {B.booking.times.map((t) => {
              // Times outside the chosen day's hours are shown but cannot be picked.
              const open = timeOpen(date, t);
              return (
                <option key={t} value={t} disabled={!open}>
                  {open ? t : `${t} ${B.booking.unavailable}`}
                </option>
              );
            })}
          </select>
        )}
      </DemoField>
      <DemoField id="booking-notes" name="notes" label={B.booking.notes} className="sm:col-span-2">
        {(p) => <textarea {...p} rows={3} />}
      </DemoField>
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
