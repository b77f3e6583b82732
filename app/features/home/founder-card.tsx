import { Maximize2 } from "lucide-react";
import { NativeDialog } from "~/components/ui/native-dialog";
import { FOUNDER_PHOTO } from "~/content/home";
import { STUDIO } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { LegalLine } from "./legal-line";

/**
 * The founder card (docs/product.md §4): the photo opens larger in a dialog; the legal line below.
 */
export function FounderCard() {
  const { t } = useI18n();
  const name = STUDIO.founder;
  return (
    <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-5">
        <NativeDialog
          id="founder-dialog"
          triggerProps={{
            "aria-label": t("home.about.founderOpenPhoto", { name }),
            className: "group relative shrink-0 overflow-hidden rounded-2xl",
          }}
          trigger={
            <>
              <img
                src={FOUNDER_PHOTO.src}
                width={FOUNDER_PHOTO.width}
                height={FOUNDER_PHOTO.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-28 w-24 object-cover transition-transform group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute right-1 bottom-1 grid h-7 w-7 place-items-center rounded-full bg-white/90 text-brand-800"
              >
                <Maximize2 className="h-4 w-4" />
              </span>
            </>
          }
          closeLabel={t("a11y.close")}
          title={name}
          titleClassName="pr-10 text-xl font-bold"
        >
          <>
            <p className="mt-1 text-slate-700">{t("home.about.founderRole")}</p>
            <img
              src={FOUNDER_PHOTO.src}
              width={FOUNDER_PHOTO.width}
              height={FOUNDER_PHOTO.height}
              alt={t("home.about.founderPhotoAlt", { name })}
              className="mx-auto mt-4 h-auto w-full max-w-xs rounded-2xl"
            />
          </>
        </NativeDialog>
        <div>
          <p className="text-lg font-bold text-slate-950">{name}</p>
          <p className="text-sm font-medium text-brand-800">{t("home.about.founderRole")}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">
            {t("home.about.founderBio")}
          </p>
        </div>
      </div>
      <LegalLine />
    </div>
  );
}
