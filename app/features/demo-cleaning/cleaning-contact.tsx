import { TextField } from "~/components/ui/form-field";
import { DEMO_COMMON } from "~/content/demo-common";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { DemoConfirmation } from "~/features/demo/demo-confirmation";
import { MESSAGE_MIN_LENGTH, useDemoForm } from "~/features/demo/use-demo-form";
import { fillVars } from "~/lib/fill-vars";

const FIELDS = ["name", "email", "phone", "message"] as const;

/** Contact section with a form that validates and confirms on the page (a demo: nothing is sent). */
export function CleaningContact() {
  const { errors, done, form, reset } = useDemoForm(FIELDS, "cleaningContact", (values) => ({
    title: fillVars(C.contact.successTitle, { name: values.name.trim() }),
    text: fillVars(C.contact.successText, { email: values.email.trim() }),
  }));

  return (
    <section aria-labelledby="contact-title" id="contact" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold text-slate-950">
            {C.contact.heading}
          </h2>
          <p className="mt-3 text-slate-700">{C.contact.intro}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          {done ? (
            <DemoConfirmation {...done} onReset={reset} />
          ) : (
            <form
              {...form}
              action="#contact"
              aria-labelledby="contact-title"
              className="grid gap-4 sm:grid-cols-2"
            >
              {Object.keys(errors).length > 0 ? (
                <p role="alert" className="font-medium text-red-700 sm:col-span-2">
                  {DEMO_COMMON.form.summary}
                </p>
              ) : null}
              <TextField
                id="contact-name"
                name="name"
                label={C.contact.name}
                error={errors.name}
                autoComplete="name"
                required
              />
              <TextField
                id="contact-email"
                name="email"
                type="email"
                label={C.contact.email}
                error={errors.email}
                autoComplete="email"
                required
              />
              <TextField
                id="contact-phone"
                name="phone"
                type="tel"
                label={C.contact.phone}
                error={errors.phone}
                autoComplete="tel"
                className="sm:col-span-2"
              />
              <TextField
                id="contact-message"
                name="message"
                label={C.contact.message}
                error={errors.message}
                rows={4}
                required
                minLength={MESSAGE_MIN_LENGTH}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-2">
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
                >
                  {C.contact.submit}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
