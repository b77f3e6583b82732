/**
 * A path with its percent-encoded letters written out ("/ua/умови" for "/ua/%D1%83%D0%BC…"), for
 * values the browser encodes again when it sends them (a form field, a link). Six bytes per
 * Cyrillic letter become two, which keeps a Ukrainian page inside the first round trip
 * (docs/decisions/298-chat-links-unescaped-letters.md). A path that is not valid percent-encoding
 * stays as it is.
 */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
