import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Classes of a text input, select or textarea; red border when aria-invalid. */
export const inputClass =
  "block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A labelled form control with its error shown next to it (aria-invalid and
 * aria-describedby). The control is rendered by `children` with the ids it needs.
 */
export function FormField({
  id,
  label,
  optionalText,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Shown after the label for optional fields, e.g. "(optional)". */
  optionalText?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {optionalText ? (
          <span className="ml-1 font-normal text-slate-600">{optionalText}</span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
