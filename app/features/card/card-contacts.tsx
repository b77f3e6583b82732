import { ExternalLink } from "lucide-react";
import { CARD_CONTACTS } from "~/content/card";
import { CARD_CITY_NAMES } from "~/content/card-city";
import { COUNTRY_NAMES, STUDIO, chatLink } from "~/content/studio";
import { contactLink } from "~/lib/track-contact";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { CONTACT_ICONS, TONE_CLASSES } from "./card-icons";

/**
 * Messaging app, chat app, phone, email, website and location (docs/product.md §8). Every button
 * does what it says: phone calls (tel:), location opens the map (a control that does nothing reads
 * as broken).
 */
export function CardContacts() {
  const { t, lang } = useI18n();
  const city = CARD_CITY_NAMES[lang] ?? STUDIO.address.city;
  const country = COUNTRY_NAMES[lang];
  return (
    <section aria-labelledby="card-contact-title">
      <h2 id="card-contact-title" className="text-lg font-bold text-slate-950">
        {t("card.contactHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("card.intro")}</p>
      <ul className="mt-4 grid gap-2">
        {CARD_CONTACTS.map((c) => {
          const Icon = CONTACT_ICONS[c.id];
          const href = c.href ?? chatLink(t("card.chatPrefill"));
          const value = c.id === "location" ? t("card.locationValue", { city, country }) : c.value;
          return (
            <li key={c.id}>
              <a
                href={href}
                {...(c.id === "whatsapp" || c.id === "phone" ? contactLink(c.id) : {})}
                {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 transition-colors hover:border-brand-200 hover:bg-brand-50"
              >
                <span
                  className={cn(
                    "grid h-10 w-10 shrink-0 place-items-center rounded-lg",
                    TONE_CLASSES[c.tone],
                  )}
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-sm font-semibold text-slate-950">
                    {t(`card.contact.${c.id}`)}
                  </span>
                  <span className="truncate text-sm text-slate-700">{value}</span>
                </span>
                {c.external ? (
                  <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
