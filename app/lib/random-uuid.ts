/**
 * A random (version 4) UUID for a lead's submission id. `crypto.randomUUID` exists only on secure
 * pages (https, localhost); a site opened over plain http by a host name or a LAN address has
 * `crypto.getRandomValues` alone, and its forms must still send
 * (docs/decisions/354-a-lead-from-any-address-in-order.md).
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
