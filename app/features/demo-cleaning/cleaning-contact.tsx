import { TextField } from "~/components/ui/form-field";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { DemoForm } from "~/features/demo/demo-form";
import { MIN_LENGTH } from "~/features/demo/form-rules";
import { fillVars } from "~/lib/fill-vars";
import { CLEANING_CONTACT_FORM } from "./form-rules";

/** Contact section with a form that validates and confirms on the page (a demo: nothing is sent). */
export function CleaningContact() {
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
          <DemoForm
            rules={CLEANING_CONTACT_FORM}
            anchor="#contact"
            labels={C.contact}
            confirm={(values) => ({
              title: fillVars(C.contact.successTitle, { name: values.name.trim() }),
              text: fillVars(C.contact.successText, { email: values.email.trim() }),
            })}
            aria-labelledby="contact-title"
            className="grid gap-4 sm:grid-cols-2"
          >
            {(field) => (
              <>
                <TextField {...field("name")} autoComplete="name" required />
                <TextField {...field("email")} type="email" autoComplete="email" required />
                <TextField
                  {...field("phone")}
                  type="tel"
                  autoComplete="tel"
                  className="sm:col-span-2"
                />
                <TextField
                  {...field("message")}
                  rows={4}
                  required
                  minLength={MIN_LENGTH.message}
                  className="sm:col-span-2"
                />
                <div className="sm:col-span-2">
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 forced-colors:border"
                  >
                    {C.contact.submit}
                  </button>
                </div>
              </>
            )}
          </DemoForm>
        </div>
      </div>
    </section>
  );
}
