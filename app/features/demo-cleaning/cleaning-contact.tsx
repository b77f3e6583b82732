import { DEMO_COMMON } from "~/content/demo-common";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { DemoConfirmation } from "~/features/demo/demo-confirmation";
import { DemoField } from "~/features/demo/demo-field";
import { useDemoForm } from "~/features/demo/use-demo-form";
import type { FieldRule } from "~/features/demo/validate";
import { useHydrated } from "~/lib/use-hydrated";

const FIELDS = ["name", "email", "phone", "message"] as const;
type Field = (typeof FIELDS)[number];
/** Why 10: shorter than a sentence is rarely a question anyone can answer. */
const MESSAGE_MIN_LENGTH = 10;
const RULES: Record<Field, FieldRule> = {
  name: { required: true, minLength: 2 },
  email: { required: true, kind: "email" },
  phone: { kind: "phone" },
  message: { required: true, minLength: MESSAGE_MIN_LENGTH },
};

/** Contact section with a form that validates and confirms on the page (a demo: nothing is sent). */
export function CleaningContact() {
  const hydrated = useHydrated();
  const { errors, done, onSubmit, reset } = useDemoForm(FIELDS, RULES, (values) => ({
    title: C.contact.successTitle.replace("{name}", values.name.trim()),
    text: C.contact.successText.replace("{email}", values.email.trim()),
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
              noValidate={hydrated}
              action="#contact"
              onSubmit={onSubmit}
              aria-labelledby="contact-title"
              className="grid gap-4 sm:grid-cols-2"
            >
              {Object.keys(errors).length > 0 ? (
                <p role="alert" className="font-medium text-red-700 sm:col-span-2">
                  {DEMO_COMMON.form.summary}
                </p>
              ) : null}
              <DemoField id="contact-name" name="name" label={C.contact.name} error={errors.name}>
                {(p) => <input {...p} type="text" autoComplete="name" required />}
              </DemoField>
              <DemoField
                id="contact-email"
                name="email"
                label={C.contact.email}
                error={errors.email}
              >
                {(p) => <input {...p} type="email" autoComplete="email" required />}
              </DemoField>
              <DemoField
                id="contact-phone"
                name="phone"
                label={C.contact.phone}
                error={errors.phone}
                className="sm:col-span-2"
              >
                {(p) => <input {...p} type="tel" autoComplete="tel" inputMode="tel" />}
              </DemoField>
              <DemoField
                id="contact-message"
                name="message"
                label={C.contact.message}
                error={errors.message}
                className="sm:col-span-2"
              >
                {(p) => <textarea {...p} rows={4} required minLength={MESSAGE_MIN_LENGTH} />}
              </DemoField>
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
