import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { SESSION_PARAM, isSessionId } from "./session-link";

/**
 * A visitor who chose a photo session finds it already named in the message box, in the page's
 * language, and can still edit it. Returns the ref for the message textarea.
 */
export function useSessionPrefill() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const session = params.get(SESSION_PARAM);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || box.value || !isSessionId(session)) return;
    box.value = t("contact.sessionRequest", { session: t(`contact.session.${session}`) });
  }, [session, t]);
  return ref;
}
