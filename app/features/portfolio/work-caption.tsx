import type { ReactNode } from "react";

/** Under a portfolio card's image: category, title and description, then any extras. */
export function WorkCaption({
  category,
  title,
  description,
  children,
}: {
  category: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-3 flex flex-1 flex-col">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{category}</p>
      <h3 className="mt-1 text-lg font-bold text-slate-950">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-700">{description}</p>
      {children}
    </div>
  );
}
