/**
 * An error's reason for a log line or a message. Node's network errors can come as an
 * AggregateError with an empty message (a host name with an IPv6 and an IPv4 address, both
 * refused): its code and its errors' messages say what happened.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  const inner = error instanceof AggregateError ? error.errors : [];
  const parts = inner.map((e: unknown) => (e instanceof Error ? e.message : String(e)));
  const code = (error as { code?: string }).code;
  return parts.filter(Boolean).join("; ") || code || error.name;
}
