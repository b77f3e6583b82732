/** The h2 and introduction that open each home page section. */
export function SectionHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
    </div>
  );
}
