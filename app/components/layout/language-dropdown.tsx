import { Check, ChevronDown, Globe } from "lucide-react";
import type { MouseEvent } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { PopoverMenu } from "~/components/ui/popover-menu";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { LanguageLinkList } from "./language-link-list";

/**
 * A language link's click once hydrated: the app goes to the href as the boot script wrote it at
 * this click (the address's query and anchor now: app/components/layout/language-link-list.tsx),
 * not to the router's older idea of them. A click with a modifier key keeps the browser's action.
 */
function followLinkHref(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(event.currentTarget.getAttribute("href")!);
  };
}

/**
 * Language dropdown: a native popover (works before and without JavaScript) that opens upward
 * when there is no room below, and closes on Escape or a click outside.
 */
export function LanguageDropdown({ id, tone = "light" }: { id: string; tone?: "light" | "dark" }) {
  const { t, option } = useI18n();
  const navigate = useNavigate();
  return (
    <PopoverMenu
      id={id}
      align="end"
      triggerClassName={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold",
        tone === "light" ? "text-slate-800 hover:bg-slate-100" : "text-white hover:bg-white/10",
      )}
      label={
        <>
          <Globe aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{`${t("footer.language")}${t("punct.colon")} `}</span>
          {option.label}
          <span className="sr-only">{` (${option.nativeName})`}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </>
      }
    >
      <LanguageLinkList
        onLinkClick={followLinkHref(navigate)}
        linkClassName={() =>
          "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
        }
      >
        {(o, current) => (
          <>
            {o.nativeName}
            {current ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
          </>
        )}
      </LanguageLinkList>
    </PopoverMenu>
  );
}
