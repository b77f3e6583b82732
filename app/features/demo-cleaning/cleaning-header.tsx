import { Sparkles } from "lucide-react";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { DemoHeader } from "~/features/demo/demo-header";

const THEME = {
  bar: "border-slate-200 bg-white/95",
  brand: "text-teal-800",
  link: "text-slate-700 hover:bg-teal-50 hover:text-teal-900",
};

/** The cleaning company's own header: brand and in-page navigation (docs/product.md §9.2). */
export function CleaningHeader() {
  return (
    <DemoHeader
      brand={C.brand}
      icon={<Sparkles aria-hidden="true" className="h-5 w-5" />}
      navLabel={C.navLabel}
      nav={C.nav}
      theme={THEME}
    />
  );
}
