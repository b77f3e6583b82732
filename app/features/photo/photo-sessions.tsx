import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { bookSessionPath } from "~/features/contact/session-link";
import { SectionHeading } from "~/components/sections/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { PHOTO_CURRENCY, PHOTO_SESSIONS } from "~/content/photo-video";
import { useI18n } from "~/i18n/i18n-context";
import { formatMoney } from "~/lib/format-money";

/** Three session types with duration and hourly price (docs/product.md §7.1). */
export function PhotoSessions() {
  const { t, lang, option } = useI18n();
  return (
    <section aria-labelledby="sessions-title" className="bg-slate-50 py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="sessions-title"
          title={t("photo.sessions.heading")}
          intro={t("photo.sessions.intro")}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PHOTO_SESSIONS.map((session) => (
            <li
              key={session.id}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="text-xl font-bold text-slate-950">
                {t(`photo.session.${session.id}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">
                {t(`photo.session.${session.id}.description`)}
              </p>
              <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-200 pt-4">
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {t("photo.sessions.durationLabel")}
                  </dt>
                  <dd className="mt-1 font-semibold text-slate-950">
                    {t("photo.sessions.duration", session.hours)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {t("photo.sessions.priceLabel")}
                  </dt>
                  <dd className="mt-1 font-semibold text-slate-950">
                    {t("photo.sessions.priceFrom", {
                      price: formatMoney(session.hourlyFrom, option.locale, {
                        currency: PHOTO_CURRENCY,
                      }),
                    })}
                  </dd>
                </div>
              </dl>
              <Link
                to={bookSessionPath(lang, session.id)}
                aria-label={`${t("photo.sessions.book")}${t("punct.colon")} ${t(`photo.session.${session.id}.title`)}`}
                className={buttonVariants({ variant: "outline", className: "mt-6" })}
              >
                {t("photo.sessions.book")}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
