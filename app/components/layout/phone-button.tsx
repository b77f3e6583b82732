import { Phone } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { STUDIO, TEL_LINK } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { contactLink } from "~/lib/track-contact";

/**
 * Why: gives the revealed number a moment to render before the dialer takes over
 * (docs/product.md §3.4).
 */
export const PHONE_REVEAL_DELAY_MS = 100;

/** Hands the number to the phone's dialer; the event lets tests and analytics observe the call. */
function startCall() {
  window.dispatchEvent(new CustomEvent("studio:call", { detail: TEL_LINK }));
  window.location.href = TEL_LINK;
}

/**
 * Masked phone number (docs/product.md §3.4): the first click reveals it, tracks a 'phone' contact
 * and starts the call after 100 ms; later clicks call at once. Without JavaScript it is a plain
 * tel: link. Both the masked and the full number are in the HTML and `data-revealed` picks one by
 * CSS, so a click before this code has come is revealed and called the same way by the boot
 * script (server/defer-hydration.ts), and this code takes that state over.
 */
export function PhoneButton({
  className,
  iconOnly = false,
}: {
  className?: string;
  iconOnly?: boolean;
}) {
  const { t } = useI18n();
  const [revealed, setRevealed] = useState(false);
  const ref = useRef<HTMLAnchorElement>(null);
  // Revealed by the boot script before this code came (hydration leaves the attribute as it is).
  useEffect(() => {
    if (ref.current?.dataset.revealed === "true") setRevealed(true);
  }, []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (revealed) return;
    event.preventDefault();
    setRevealed(true);
    window.setTimeout(() => startCall(), PHONE_REVEAL_DELAY_MS);
  }

  return (
    <a
      ref={ref}
      href={TEL_LINK}
      onClick={onClick}
      // Tracked by the window's listener (app/lib/track-contact.ts) until the number is shown.
      {...(revealed ? {} : contactLink("phone"))}
      // The icon alone calls at once (the number is shown nowhere): named for what it does.
      aria-label={iconOnly ? t("phone.call", { phone: STUDIO.phone.display }) : undefined}
      data-revealed={revealed}
      className={cn("group/phone inline-flex min-h-11 items-center gap-2", className)}
    >
      <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
      {iconOnly ? null : (
        <span className="tabular-nums">
          <span className="group-data-[revealed=true]/phone:hidden">
            {STUDIO.phone.masked}
            <span className="sr-only">{` (${t("phone.reveal")})`}</span>
          </span>
          <span className="group-data-[revealed=false]/phone:hidden">{STUDIO.phone.display}</span>
        </span>
      )}
    </a>
  );
}
