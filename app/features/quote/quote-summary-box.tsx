import type { QuoteSummaryText } from "./quote-summary";

/**
 * The summary box of the quote form, and of its retry form after a refusal. A file of its own, with
 * no imports, copied into each importer (build-tools/copy-small-modules.ts): the refusal page gets
 * the box without the prices and formatting behind its text.
 */
export function QuoteSummary({ text, className }: { text: QuoteSummaryText; className?: string }) {
  const box = "rounded-xl bg-brand-50 p-4 text-sm text-slate-800";
  return (
    <div className={className ? `${className} ${box}` : box}>
      <p className="font-semibold text-slate-950">{text.config}</p>
      <p className="mt-1">{text.total}</p>
    </div>
  );
}
