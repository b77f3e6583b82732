import { CheckCircle2 } from "lucide-react";
import { DEMO_COMMON } from "~/content/demo-common";

/** What a demo form shows after a valid submission: the summary and that nothing was sent. */
export function DemoConfirmation({
  title,
  text,
  onReset,
}: {
  title: string;
  text: string;
  onReset: () => void;
}) {
  return (
    <div
      role="status"
      tabIndex={-1}
      ref={(el) => el?.focus()}
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-slate-900 outline-none"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-emerald-700" />
        {title}
      </p>
      <p className="mt-2">{text}</p>
      <p className="mt-2 text-sm text-slate-700">{DEMO_COMMON.form.demoNote}</p>
      <button
        type="button"
        onClick={onReset}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-slate-400 bg-white px-4 font-semibold hover:bg-slate-100"
      >
        {DEMO_COMMON.form.again}
      </button>
    </div>
  );
}
