import { useI18n } from "~/i18n/i18n-context";
import type { LightboxLabels } from "./lightbox-types";

export function useLightboxLabels(): LightboxLabels {
  const { t } = useI18n();
  return {
    dialog: t("photo.lightbox.dialog"),
    carousel: t("photo.lightbox.carousel"),
    slide: t("photo.lightbox.slide"),
    close: t("photo.lightbox.close"),
    zoom: t("photo.lightbox.zoom"),
    previous: t("photo.lightbox.previous"),
    next: t("photo.lightbox.next"),
    error: t("photo.lightbox.error"),
  };
}
