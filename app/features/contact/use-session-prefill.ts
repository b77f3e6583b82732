import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { SESSION_PARAM, isSessionId } from "./session-link";

/**
 * A visitor who chose a photo session finds it already named in the message box, in the page's
 * language, and can still edit it: in the HTML too (a page with a query is rendered by the server,
 * so the box holds the text without JavaScript), and after a client-side navigation to it. Returns
 * the ref and the initial text for the message textarea, and `forget`, for after a send: the text
 * is the box's default, so the form's reset would put it back, and the emptied form would still
 * look half filled in and invite a second send.
 */
export function useSessionPrefill() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const session = params.get(SESSION_PARAM);
  const text = isSessionId(session)
    ? t("contact.sessionRequest", { session: t(`contact.session.${session}`) })
    : undefined;
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || box.value || !text) return;
    box.value = text;
  }, [text]);
  const forget = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    box.defaultValue = "";
    box.value = "";
  }, []);
  return [ref, text, forget] as const;
}
