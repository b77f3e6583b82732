import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. (No Tailwind class merging: it would add ~8 KB gzip to every page; callers
 * pass non-conflicting classes instead.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
