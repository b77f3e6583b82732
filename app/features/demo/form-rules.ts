/** Today as YYYY-MM-DD in the visitor's time zone (what `<input type="date">` yields). */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The fewest characters a demo field takes. Why 10 for a message: shorter than a sentence is
 * rarely a question anyone can answer.
 */
export const MIN_LENGTH = { name: 2, message: 10 } as const;
