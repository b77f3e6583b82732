import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { isLang } from "../app/lib/langs";
import { RETENTION } from "../app/lib/retention";
import type { FormOutcome } from "../app/lib/form-outcome";
import type { RenderPage } from "./ssr-handler";

/**
 * A refused no-JavaScript form (docs/decisions/130-ssr-for-dynamic-requests.md) is answered with
 * the "not sent" page and the visitor's input. That page is the answer to a POST, so its language
 * links could only lead to the page without the input. Each refusal is therefore kept here for a
 * while under a random key, and the page is rendered as `/<lang>/message-not-sent?retry=<key>`:
 * its language links carry the key, and the same page in another language comes back with the
 * input (docs/decisions/310-refused-input-across-languages.md).
 *
 * In this process's memory only: nothing is written to disk, an entry goes after `ttlMs`, and the
 * oldest go first beyond `max` entries or `maxChars` characters of input in all (a flood of large
 * refused posts cannot grow the process without bound: 2,000 entries of a 256 KB form each were
 * about 1 GB). A key this process does not know (expired, evicted, another instance) shows the page
 * without the input, as before.
 */
export class RefusedInputs {
  private readonly entries = new Map<
    string,
    { outcome: FormOutcome; until: number; chars: number }
  >();
  private chars = 0;

  constructor(
    private readonly ttlMs = RETENTION.refusedInputMinutes * 60_000,
    private readonly max = 2_000,
    private readonly now = () => Date.now(),
    private readonly maxChars = 16_000_000,
  ) {}

  /** Keeps a refusal; returns its key. */
  keep(outcome: FormOutcome): string {
    const key = randomBytes(16).toString("base64url");
    const chars = JSON.stringify(outcome).length;
    this.entries.set(key, { outcome, until: this.now() + this.ttlMs, chars });
    this.chars += chars;
    for (const [oldKey, entry] of this.entries) {
      if (oldKey === key) break; // the refusal just kept always stays
      const over = this.entries.size > this.max || this.chars > this.maxChars;
      if (!over && entry.until > this.now()) break;
      this.drop(oldKey);
    }
    return key;
  }

  /** The refusal under `key` while it is kept. */
  find(key: string | null | undefined): FormOutcome | null {
    const entry = key ? this.entries.get(key) : undefined;
    if (!entry) return null;
    if (entry.until > this.now()) return entry.outcome;
    this.drop(key!);
    return null;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.chars -= entry.chars;
    this.entries.delete(key);
  }
}

/** The query key the refusal page's address carries. */
export const RETRY_KEY = "retry";

/** One store per process, shared by the API's refusals and the pages below. */
export const refusedInputs = new RefusedInputs();

/**
 * The not-sent page at `url` for a refused form: the outcome handed to its loader, no scripts (it
 * answers a post, or stands in for one), never stored by a cache.
 */
export function renderNotSentPage(
  c: Context,
  render: RenderPage,
  url: URL | string,
  outcome: FormOutcome,
  status?: number,
): Promise<Response> {
  const request = new Request(url, {
    headers: { "accept-encoding": c.req.header("accept-encoding") ?? "" },
  });
  return render(request, {
    context: { formOutcome: outcome },
    status,
    hydrate: false,
    private: true,
  });
}

const NOT_SENT_PAGE = /^\/([a-z]{2})\/message-not-sent$/;

/**
 * Middleware: `/<lang>/message-not-sent?retry=<key>` with a key this process keeps is the refusal
 * page in that language with the visitor's input; the form then posts in that language.
 */
export function refusedInputPages(render: RenderPage, store = refusedInputs): MiddlewareHandler {
  return async (c, next) => {
    const lang = NOT_SENT_PAGE.exec(c.req.path)?.[1];
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !isLang(lang)) return next();
    const kept = store.find(c.req.query(RETRY_KEY));
    if (!kept) return next();
    const outcome = { ...kept, values: { ...kept.values, lang } } as FormOutcome;
    return renderNotSentPage(c, render, c.req.url, outcome);
  };
}
