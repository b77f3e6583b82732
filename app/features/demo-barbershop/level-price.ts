/** A service's price range over the barber levels (docs/product.md §9.1). */
export interface PriceRange {
  min: number;
  max: number;
}

/**
 * Price of a service at a barber level: linear from `min` at the lowest level (0) to `max` at the
 * highest (levelCount - 1), rounded to whole euros because a barbershop price list has no cents.
 */
export function levelPrice(range: PriceRange, level: number, levelCount: number): number {
  if (!Number.isInteger(levelCount) || levelCount < 2) {
    throw new RangeError(`levelCount must be an integer >= 2, got ${levelCount}`);
  }
  if (!Number.isInteger(level) || level < 0 || level >= levelCount) {
    throw new RangeError(`level must be an integer in 0..${levelCount - 1}, got ${level}`);
  }
  const fraction = level / (levelCount - 1);
  return Math.round(range.min + (range.max - range.min) * fraction);
}

/** Every level's price of one service, lowest level first. */
export function priceLadder(range: PriceRange, levelCount: number): number[] {
  return Array.from({ length: levelCount }, (_, level) => levelPrice(range, level, levelCount));
}
