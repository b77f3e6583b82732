import { Globe } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { NativeDialog, NativeDialogClose } from "~/components/ui/native-dialog";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { LanguageLinkList } from "./language-link-list";

const SHEET_ID = "language-sheet";

/**
 * Mobile language bottom sheet: the four languages and Close (docs/product.md §3.1); works without
 * JS.
 */
export function LanguageSheet() {
  const { t, option } = useI18n();
  return (
    <NativeDialog
      id={SHEET_ID}
      trigger={
        <>
          <Globe aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{`${t("a11y.chooseLanguage")}${t("punct.colon")} `}</span>
          {option.label}
        </>
      }
      triggerProps={{
        className:
          "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100",
      }}
      side="bottom"
      closeLabel={t("a11y.close")}
      title={t("lang.sheetTitle")}
      titleClassName="mb-4 pr-10 text-lg font-bold"
    >
      <LanguageLinkList
        className="grid gap-2"
        linkClassName={(current) =>
          cn(
            "flex min-h-12 items-center justify-between rounded-xl border px-4 font-medium",
            current ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-200",
          )
        }
      >
        {(o) => (
          <>
            <span>{o.nativeName}</span>
            <span className="text-sm text-slate-600">{o.label}</span>
          </>
        )}
      </LanguageLinkList>
      <NativeDialogClose
        dialogId={SHEET_ID}
        className={cn(buttonVariants({ variant: "outline" }), "mt-4 w-full")}
      >
        {t("lang.close")}
      </NativeDialogClose>
    </NativeDialog>
  );
}
