import { Tooltip } from "radix-ui";
import { MessageCircle } from "lucide-react";
import { chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { trackContactClick } from "~/features/tracking/track-contact";

/** Floating chat-app button with its tooltip (SPEC 2.6); a click tracks a whatsapp contact. */
export function ChatButton() {
  const { t } = useI18n();
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <a
            href={chatLink(t("chat.prefill"))}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => trackContactClick("whatsapp")}
            aria-label={t("a11y.chat")}
            className="fixed right-4 bottom-4 z-30 grid h-14 w-14 place-items-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
          >
            <MessageCircle aria-hidden="true" className="h-7 w-7" />
          </a>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="left"
            sideOffset={8}
            className="z-50 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow"
          >
            {t("chat.tooltip")}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
