import { MessageCircle } from "lucide-react";
import { chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { contactLink } from "~/lib/track-contact";
import { useClearOf } from "./use-clear-of";

/**
 * Floating chat-app button with its tooltip (docs/product.md §3.3); a click tracks a whatsapp
 * contact. `chat-fab`: hidden while a form's text field has focus (app.css). While the cookie banner
 * waits for an answer it steps aside on a phone and is lifted by `--fab-lift` where the banner spans
 * the window (docs/decisions/314-room-for-the-cookie-banner.md). Over a control marked `fabClear(…)`
 * (the calculator's "Request a quote" in its sticky summary) it is hidden until the page moves on.
 */
export function ChatButton() {
  const { t } = useI18n();
  const { ref, over } = useClearOf<HTMLDivElement>();
  return (
    <div
      ref={ref}
      data-over-control={over || undefined}
      className={cn(
        "chat-fab group fixed right-4 bottom-[calc(1rem+var(--fab-lift,0rem))] z-30 print:hidden",
        over && "invisible",
      )}
    >
      <a
        href={chatLink(t("chat.prefill"))}
        target="_blank"
        rel="noopener noreferrer"
        {...contactLink("whatsapp")}
        aria-label={t("a11y.chat")}
        aria-describedby="chat-tooltip"
        className="grid h-14 w-14 place-items-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 forced-colors:border"
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </a>
      <span
        id="chat-tooltip"
        role="tooltip"
        className="pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-lg bg-slate-900 px-3 py-2 text-sm whitespace-nowrap text-white opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {t("chat.tooltip")}
      </span>
    </div>
  );
}
