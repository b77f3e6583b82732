import { Scissors } from "lucide-react";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { DemoHeader } from "~/features/demo/demo-header";

const THEME = {
  bar: "border-stone-800 bg-stone-950/95 text-stone-100",
  brand: "",
  link: "text-stone-200 hover:bg-stone-800 hover:text-white",
};

/** The barbershop's own header: brand and in-page navigation (docs/product.md §9.1). */
export function BarbershopHeader() {
  return (
    <DemoHeader
      brand={B.brand}
      icon={<Scissors aria-hidden="true" className="h-5 w-5 text-amber-400" />}
      navLabel={B.navLabel}
      nav={B.nav}
      theme={THEME}
    />
  );
}
