import { CLEANING_DEMO } from "~/content/demo-cleaning";
import type { Route } from "./+types/demo-cleaning";

export const meta: Route.MetaFunction = () => [
  { title: CLEANING_DEMO.meta.title },
  { name: "description", content: CLEANING_DEMO.meta.description },
];
export const handle = { chrome: "none" };

/** Demo site of a fictional client (SPEC 2.11-2.12), English only. */
export default function CleaningDemo() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-extrabold">{CLEANING_DEMO.hero.title}</h1>
      <p className="mt-4 text-lg">{CLEANING_DEMO.hero.subtitle}</p>
    </main>
  );
}
