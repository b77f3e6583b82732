import type { ReactNode } from "react";

const control =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 bg-white aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

/** Label, control and error message of a demo form field (aria-invalid + aria-describedby). */
export function DemoField({
  id,
  name,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    className: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        name,
        className: control,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
