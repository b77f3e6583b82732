import { Clock, MapPin } from "lucide-react";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { BookingForm } from "./booking-form";

/** Contact section with address, opening hours and the booking form. */
export function BarbershopContact() {
  return (
    <section aria-labelledby="booking-title" id="booking" className="bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="booking-title" className="text-3xl font-bold">
            {B.contact.heading}
          </h2>
          <p className="mt-3 text-stone-300">{B.contact.intro}</p>
          <h3 className="mt-8 flex items-center gap-2 font-semibold">
            <MapPin aria-hidden="true" className="h-5 w-5 text-amber-400" />
            {B.contact.addressLabel}
          </h3>
          <p className="mt-1 text-stone-300">{B.contact.address}</p>
          <h3 className="mt-6 flex items-center gap-2 font-semibold">
            <Clock aria-hidden="true" className="h-5 w-5 text-amber-400" />
            {B.contact.hoursLabel}
          </h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-300">
            {B.contact.hours.map((h) => (
              <div key={h.days} className="contents">
                <dt>{h.days}</dt>
                <dd className="tabular-nums">{h.time}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="on-light rounded-2xl bg-white p-6 text-slate-900 sm:p-8">
          <BookingForm />
        </div>
      </div>
    </section>
  );
}
