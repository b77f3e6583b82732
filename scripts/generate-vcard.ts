/**
 * Build step: writes the business card's vCard for every language to public/generated/ (served as
 * a static file, so "Save contact" works without JavaScript). Contact details come from
 * app/content/studio.ts, the job title from the `card` messages of that language.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vcardPath } from "../app/content/card";
import { COUNTRY_NAMES, STUDIO } from "../app/content/studio";
import { translate } from "../app/i18n/i18n-context";
import { LANGS } from "../app/i18n/languages";
import { MESSAGES } from "../app/i18n/messages";
import { splitName } from "../app/lib/split-name";
import { buildVCard } from "../app/lib/vcard";

const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

for (const lang of LANGS) {
  const country = COUNTRY_NAMES[lang];
  const vcard = buildVCard({
    ...splitName(STUDIO.founder),
    organization: STUDIO.brand,
    title: translate(MESSAGES[lang], "card.role", { brand: STUDIO.brand }, lang),
    phone: STUDIO.phone.international,
    email: STUDIO.email,
    url: STUDIO.website,
    address: {
      street: STUDIO.address.street,
      city: STUDIO.address.city,
      postalCode: STUDIO.address.postalCode,
      country,
    },
    note: `Telegram: ${STUDIO.messenger}`,
  });
  const file = path.join(PUBLIC_DIR, vcardPath(lang));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, vcard);
}
console.log(`vcard: ${LANGS.length} vCards written`);
