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
      title={t("lang.sheetTitle")}
      titleClassName="mb-4 text-lg font-bold"
    >
      <div className="flex flex-col">
        {/* The sheet's one Close (no ✕ in the corner beside it), focused when it opens: under the
            thumb, and Enter does not follow a language link. First in the document, drawn last
            (`order-last`): without JavaScript Tab goes from it into the languages, not out behind
            the sheet. */}
        <NativeDialogClose
          dialogId={SHEET_ID}
          autoFocus
          className={cn(buttonVariants({ variant: "outline" }), "order-last mt-4 w-full")}
        >
          {t("lang.close")}
        </NativeDialogClose>
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
      </div>
    </NativeDialog>
  );
}
