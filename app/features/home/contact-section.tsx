import { Clock, FileText, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { PhoneButton } from "~/components/layout/phone-button";
import { MAILTO_LINK, STUDIO } from "~/content/studio";
import { ContactForm } from "~/features/contact/contact-form";
import { CONTACT_FORM_ID } from "~/features/contact/session-link";
import { useI18n } from "~/i18n/i18n-context";
import { CLAIM_VARS } from "./claims";
import { SectionHeading } from "./section-heading";

const valueLink =
  "inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline";

/**
 * Contact (docs/product.md §4): email, phone, address (not for visits), the consultation box, the
 * invoice note and the contact form.
 */
export function ContactSection() {
  const { t } = useI18n();
  const { address } = STUDIO;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="bg-gradient-to-b from-brand-50 to-white py-16 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="contact-title"
          title={t("home.contact.heading")}
          intro={t("home.contact.intro")}
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
          <div className="grid content-start gap-4">
            <ul className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ContactItem icon={<Mail className="h-5 w-5" />} label={t("home.contact.emailLabel")}>
                <a href={MAILTO_LINK} className={valueLink}>
                  {STUDIO.email}
                </a>
              </ContactItem>
              <ContactItem
                icon={<Phone className="h-5 w-5" />}
                label={t("home.contact.phoneLabel")}
              >
                <PhoneButton className={`${valueLink} [&>svg]:hidden`} />
              </ContactItem>
              <ContactItem
                icon={<MapPin className="h-5 w-5" />}
                label={t("home.contact.addressLabel")}
              >
                <address className="text-slate-800 not-italic">
                  {`${address.street}, ${address.postalCode} ${address.city}`}
                </address>
                <p className="mt-1 text-sm text-slate-600">{t("home.contact.addressNote")}</p>
              </ContactItem>
            </ul>
            <div className="rounded-2xl bg-brand-800 p-6 text-white">
              <p className="flex items-center gap-2 text-lg font-bold">
                <Clock aria-hidden="true" className="h-5 w-5 text-orange-300" />
                {t("home.contact.consultationTitle", CLAIM_VARS)}
              </p>
              <p className="mt-2 text-brand-100">{t("home.contact.consultationText")}</p>
            </div>
            <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
              <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              <p>
                <strong className="text-slate-900">{`${t("home.contact.invoiceTitle")}${t("punct.colon")} `}</strong>
                {t("home.contact.invoiceNote")}
              </p>
            </div>
          </div>
          <div
            id={CONTACT_FORM_ID}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
          >
            <h3 className="text-2xl font-bold text-slate-950">{t("home.contact.formHeading")}</h3>
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        {children}
      </div>
    </li>
  );
}
