import { Star } from "lucide-react";
import { BARBERSHOP_DEMO as B } from "~/content/demo-barbershop";
import { cn } from "~/lib/cn";
import { fillVars } from "~/lib/fill-vars";

/** Why: ratings are whole stars from 1 to 5 (docs/product.md §9.1). */
const MAX_RATING = 5;

/** Stars with an accessible text equivalent. */
export function Rating({ rating }: { rating: number }) {
  const label = fillVars(B.reviews.ratingLabel, { rating });
  return (
    <p role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(
            "h-5 w-5",
            i < rating ? "fill-amber-400 text-amber-400" : "fill-none text-stone-500",
          )}
        />
      ))}
    </p>
  );
}

/** Client testimonials of the barbershop demo. */
export function BarbershopReviews() {
  return (
    <section aria-labelledby="reviews-title" id="reviews" className="bg-stone-950 text-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="reviews-title" className="text-3xl font-bold">
          {B.reviews.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {B.reviews.items.map((r) => (
            <li key={r.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-stone-700 p-6">
                <Rating rating={r.rating} />
                <blockquote className="mt-4 flex-1 text-stone-200">
                  <p>{r.text}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{r.name}</span>
                  <span className="text-stone-400"> · {r.service}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
