import { TANDARTS } from "~/content/tandarts";
import type { FormOutcome } from "~/lib/form-outcome";

/** The dental form's labels (Dutch only), keyed by the retry form's field names. */
export type DentalLabels = Readonly<Record<string, string>>;

/**
 * For a refused dental request: the labels the visitor filled the fields in under, so the retry
 * form says the same. Read in the page's loader, so the dental page's content module stays out of
 * the refusal page's scripts (about 2 KB).
 */
export function dentalLabelsFor(outcome: FormOutcome | null): DentalLabels | null {
  if (outcome?.form !== "contact" || outcome.values.source !== "tandarts") return null;
  const F = TANDARTS.form;
  return {
    name: F.name,
    email: F.email,
    phone: F.phone,
    message: F.message,
    practiceName: F.practiceName,
    practiceUrl: F.website,
    privacy: F.privacy,
    privacyLink: F.privacyLink,
    package: F.package,
    packageNone: F.packageNone,
  };
}

/** For a refused dental request: the packages its form offered, by name, to choose again. */
export function dentalPackagesFor(outcome: FormOutcome | null): string[] | null {
  return dentalLabelsFor(outcome) ? TANDARTS.packages.items.map((p) => p.name) : null;
}
