import { longDate } from "~/lib/long-date";
import { SelectField, TextField } from "~/components/ui/form-field";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { DemoForm, usePostedValues } from "~/features/demo/demo-form";
import { isoToday } from "~/features/demo/form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import { useState, type ChangeEvent } from "react";
import { timeOpen } from "./opening-hours";
import { fillVars } from "~/lib/fill-vars";
import { BOOKING_FORM, type BookingField as Field } from "./booking-rules";

function summary(values: Record<Field, string>) {
  const service = B.services.find((s) => s.id === values.service)?.name ?? values.service;
  const level = B.levels.find((l) => l.id === values.level)?.name ?? values.level;
  const date = longDate(values.date, B.locale);
  return {
    title: fillVars(B.booking.successTitle, { name: values.name.trim() }),
    text: fillVars(B.booking.successText, { service, level, date, time: values.time }),
  };
}

/** A select starts at an empty, unselectable "Choose..." and must be answered. */
const choose = {
  placeholder: { text: B.booking.choose, disabled: true },
  required: true,
  defaultValue: "",
} as const;

/** The booking form: validates on the page and confirms there; nothing is sent (a demo). */
export function BookingForm() {
  const hydrated = useHydrated();
  // A date posted without JavaScript keeps its day's times (app/features/demo/demo-form.tsx).
  const posted = usePostedValues(BOOKING_FORM.id);
  const [date, setDate] = useState(() => posted?.get("date") ?? "");
  const [service, setService] = useState(() => posted?.get("service") ?? "");
  const minutes = B.services.find((s) => s.id === service)?.minutes;
  return (
    <DemoForm
      rules={BOOKING_FORM}
      anchor="#booking"
      labels={B.booking}
      confirm={summary}
      aria-labelledby="booking-form-title"
      className="grid gap-4 sm:grid-cols-2"
      heading={
        <h3 id="booking-form-title" className="text-xl font-bold sm:col-span-2">
          {B.booking.heading}
        </h3>
      }
    >
      {(field) => (
        <>
          <TextField {...field("name")} autoComplete="name" required />
          <TextField {...field("phone")} type="tel" autoComplete="tel" required />
          {(
            [
              ["service", B.services],
              ["level", B.levels],
            ] as const
          ).map(([name, options]) => (
            <SelectField
              key={name}
              {...choose}
              {...field(name)}
              options={options}
              onChange={
                name === "service"
                  ? (event: ChangeEvent<HTMLSelectElement>) => setService(event.currentTarget.value)
                  : undefined
              }
            />
          ))}
          {/* Today is known only in the browser: the prerendered page has no minimum. */}
          <TextField
            {...field("date")}
            type="date"
            hint={B.booking.hoursHint}
            required
            min={hydrated ? isoToday() : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setDate(event.currentTarget.value)}
          />
          <SelectField
            {...choose}
            {...field("time")}
            // Times outside the chosen day's hours, or too late for the chosen service to end by
            // closing, are shown but cannot be picked, once the list can follow the date and the
            // service; before that the page's action checks the hours.
            options={B.booking.times.map((t) => {
              const open = !hydrated || timeOpen(date, t, minutes);
              // Open then, but the service would run past closing: said so, not "closed".
              const why = timeOpen(date, t) ? B.booking.endsAfterClosing : B.booking.unavailable;
              return { id: t, name: open ? t : `${t} ${why}`, disabled: !open };
            })}
          />
          <TextField {...field("notes")} rows={3} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700"
            >
              {B.booking.submit}
            </button>
          </div>
        </>
      )}
    </DemoForm>
  );
}
