import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * `forced-colors:border`: a contrast theme draws no backgrounds, so a filled button keeps an edge
 * (docs/decisions/338-focus-and-state-in-every-colour-scheme.md).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 min-h-11 forced-colors:border",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-600 text-white hover:bg-orange-800",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
        ghost: "text-slate-800 hover:bg-slate-100",
        light: "bg-white text-brand-800 hover:bg-brand-50",
        teal: "bg-teal-700 text-white hover:bg-teal-800",
      },
      size: {
        sm: "px-3 py-2 text-sm",
        md: "px-5 py-2.5 text-base",
        lg: "px-6 py-3 text-lg",
        icon: "h-11 w-11 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A link styled as a button uses `buttonVariants` on the link itself. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
