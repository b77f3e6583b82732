import { cn } from "~/lib/cn";

/** The h2 and introduction that open a section of an inner page. */
export function SectionHeading({
  id,
  title,
  intro,
  align = "center",
  tone = "light",
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <h2
        id={id}
        className={cn(
          "text-3xl font-extrabold tracking-tight sm:text-4xl",
          tone === "light" ? "text-slate-950" : "text-white",
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-lg", tone === "light" ? "text-slate-700" : "text-slate-200")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
