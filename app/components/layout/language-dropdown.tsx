import { Check, ChevronDown, Globe } from "lucide-react";
import { Link } from "react-router";
import { DisclosureMenu } from "~/components/ui/disclosure-menu";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useLanguageLinks } from "./use-language-links";

/** Why: below this much free space under the trigger the list would be cut off (SPEC 9). */
export const DROPDOWN_FLIP_SPACE_PX = 200;

function sideFor(trigger: HTMLElement): "top" | "bottom" {
  const spaceBelow = window.innerHeight - trigger.getBoundingClientRect().bottom;
  return spaceBelow < DROPDOWN_FLIP_SPACE_PX ? "top" : "bottom";
}

/** Language dropdown: opens upward near the bottom of the window, closes on Escape/outside click. */
export function LanguageDropdown({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, option } = useI18n();
  const links = useLanguageLinks();
  return (
    <DisclosureMenu
      align="end"
      chooseSide={sideFor}
      triggerClassName={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold",
        tone === "light" ? "text-slate-800 hover:bg-slate-100" : "text-white hover:bg-white/10",
      )}
      label={
        <>
          <Globe aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t("footer.language")}: </span>
          {option.label}
          <span className="sr-only"> ({option.nativeName})</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </>
      }
    >
      {(close) => (
        <ul>
          {links.map(({ option: o, href }) => (
            <li key={o.code}>
              <Link
                to={href}
                lang={o.iso}
                hrefLang={o.iso}
                onClick={close}
                aria-current={o.code === option.code ? "true" : undefined}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                {o.nativeName}
                {o.code === option.code ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}
