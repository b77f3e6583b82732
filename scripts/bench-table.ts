import type { Row } from "./bench-measure";

/** The Markdown table of a bench run; figures outside the targets are bold and marked ✗. */
export function table(rows: Row[]): string {
  const mark = (miss: string, s: string, r: Row) => (r.misses.includes(miss) ? `**${s}** ✗` : s);
  const lines = [
    "| page | perf | a11y | best pr. | SEO | LCP ms | FCP ms | CLS | TBT ms | JS KB br | HTML KB gz | hydrated ms (phone) | outside targets |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const cells = [
      r.path,
      mark("perf", r.perf.toFixed(2), r),
      mark("a11y", r.a11y.toFixed(2), r),
      mark("best-practices", r.bp.toFixed(2), r),
      mark("seo", r.seo.toFixed(2), r),
      mark("LCP", r.lcp.toFixed(0), r),
      mark("FCP", r.fcp.toFixed(0), r),
      mark("CLS", r.cls.toFixed(3), r),
      mark("TBT", r.tbt.toFixed(0), r),
      mark("JS", r.jsKb.toFixed(1), r),
      mark("HTML", r.htmlKb.toFixed(1), r),
      Number.isNaN(r.hydrated) ? "-" : mark("hydration", r.hydrated.toFixed(0), r),
      r.misses.join(" ") || "none",
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

export function line(r: Row): string {
  const h = Number.isNaN(r.hydrated) ? "" : ` hydrated ${r.hydrated.toFixed(0)}`;
  return `${r.path}: perf ${r.perf} LCP ${r.lcp.toFixed(0)} FCP ${r.fcp.toFixed(0)} CLS ${r.cls.toFixed(3)} TBT ${r.tbt.toFixed(0)} JS ${r.jsKb.toFixed(1)} KB HTML ${r.htmlKb.toFixed(1)} KB${h} a11y ${r.a11y} bp ${r.bp} seo ${r.seo}`;
}
