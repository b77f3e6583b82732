import { Download } from "lucide-react";
import { Fragment } from "react";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { VCARD_FILE_NAME, vcardPath } from "~/content/card";
import { CLAIMS, STUDIO } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";

/** Photo, name, role, bio and the "Save contact" vCard download (a static file: works without JS). */
export function CardProfile() {
  const { t, lang } = useI18n();
  return (
    <div className="flex flex-col items-center text-center">
      <ResponsiveImage
        image="founder"
        alt={STUDIO.founder}
        sizes="144px"
        // Lazy, though on screen: the small photo then loads after the first layout and the
        // page's largest paint (the text below) does not wait for it (Lighthouse LCP 0.90 → 0.70 s).
        priority="lazy"
        className="block"
        imgClassName="h-36 w-36 rounded-full object-cover ring-4 ring-white shadow-lg"
      />
      <p className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t("card.heading")}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-950">
        {STUDIO.founder}
      </h1>
      <p className="mt-1 font-semibold text-brand-800">
        {/* Each part of the role ("Founder of …", "web developer and photographer") moves to the
            next line as a whole where it fits, so "web" does not end a line without "developer". */}
        {t("card.role", { brand: STUDIO.brand })
          .split(" · ")
          .map((part, i, parts) => (
            <Fragment key={i}>
              {i > 0 ? " " : null}
              <span className="inline-block">{i < parts.length - 1 ? `${part} ·` : part}</span>
            </Fragment>
          ))}
      </p>
      <p className="mt-4 text-slate-700">
        {t("card.bio", { years: CLAIMS.yearsExperience, photoYears: CLAIMS.yearsPhotoExperience })}
      </p>
      <a
        href={vcardPath(lang)}
        download={VCARD_FILE_NAME}
        type="text/vcard"
        className={buttonVariants({ size: "lg", className: "mt-6 w-full" })}
      >
        <Download aria-hidden="true" className="h-5 w-5" />
        {t("card.saveContact")}
      </a>
      <p className="mt-2 text-sm text-slate-600">{t("card.saveContactHint")}</p>
    </div>
  );
}
