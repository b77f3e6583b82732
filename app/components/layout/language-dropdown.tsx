import { DropdownMenu } from "radix-ui";
import { Check, ChevronDown, Globe } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useLanguageLinks } from "./use-language-links";

/** Why: below this much free space under the trigger the menu would be cut off (SPEC 9). */
export const DROPDOWN_FLIP_SPACE_PX = 200;

/** Language dropdown: opens upward near the bottom of the window, closes on Escape/outside click. */
export function LanguageDropdown({
  className,
  tone = "light",
}: {
  className?: string;
  tone?: "light" | "dark";
}) {
  const { t, option } = useI18n();
  const links = useLanguageLinks();
  const trigger = useRef<HTMLButtonElement>(null);
  const [side, setSide] = useState<"top" | "bottom">("bottom");

  function onOpenChange(open: boolean) {
    if (!open || !trigger.current) return;
    const spaceBelow = window.innerHeight - trigger.current.getBoundingClientRect().bottom;
    setSide(spaceBelow < DROPDOWN_FLIP_SPACE_PX ? "top" : "bottom");
  }

  return (
    <DropdownMenu.Root onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={t("a11y.currentLanguage", { language: option.nativeName })}
        className={cn(
          "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold",
          tone === "light" ? "text-slate-800 hover:bg-slate-100" : "text-white hover:bg-white/10",
          className,
        )}
      >
        <Globe aria-hidden="true" className="h-4 w-4" />
        {option.label}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="end"
          sideOffset={6}
          avoidCollisions={false}
          data-side-choice={side}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {links.map(({ option: o, href }) => (
            <DropdownMenu.Item key={o.code} asChild>
              <Link
                to={href}
                lang={o.iso}
                hrefLang={o.iso}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
              >
                {o.nativeName}
                {o.code === option.code ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
