/**
 * npm run leads -- [--since 2025-01-01] [--format csv|json] [--spam] [--requeue-failed]
 *                  [--url https://studio.example] [--token ...] [--out leads.csv]
 * npm run leads -- --erase someone@example.com
 * The owner's client for GET /api/admin/leads (and POST /api/admin/leads/requeue, /erase).
 * SITE_URL and ADMIN_TOKEN come from the environment unless given as flags.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { DEFAULT_SITE_URL, siteOrigin } from "../app/lib/site";
import { errorText } from "../server/error-text";

/** Leads per request; the export answers in pages and the CLI follows them all. */
const PAGE_ROWS = 5_000;

const HELP = `Usage: npm run leads -- [options]
  --since <date>       only leads created at or after this date/time (ISO, e.g. 2025-03-01)
  --format <csv|json>  output format (default csv)
  --spam               include submissions flagged as spam
  --requeue-failed     put failed chat deliveries back in the queue (then export)
  --erase <email>      erase every lead sent with this email address (a request to have
                       one's data erased); exports nothing
  --url <origin>       the site (default: $SITE_URL or ${DEFAULT_SITE_URL})
  --token <token>      admin token (default: $ADMIN_TOKEN)
  --out <file>         write to a file instead of stdout
  --help               this text`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      since: { type: "string" },
      format: { type: "string", default: "csv" },
      spam: { type: "boolean", default: false },
      "requeue-failed": { type: "boolean", default: false },
      erase: { type: "string" },
      url: { type: "string" },
      token: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const base = siteOrigin(values.url ?? process.env.SITE_URL);
  const token = values.token ?? process.env.ADMIN_TOKEN;
  if (!token) {
    console.error("No admin token: set ADMIN_TOKEN or pass --token.");
    return 2;
  }
  if (values.format !== "csv" && values.format !== "json") {
    console.error("--format must be csv or json");
    return 2;
  }
  if (values.since && Number.isNaN(Date.parse(values.since))) {
    console.error(`--since: not a date: ${values.since}`);
    return 2;
  }
  const headers = { Authorization: `Bearer ${token}` };

  if (values.erase !== undefined) {
    const res = await fetch(`${base}/api/admin/leads/erase`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ email: values.erase }),
    });
    if (!res.ok) return fail(res, "erase");
    const { erased } = (await res.json()) as { erased: number };
    console.error(`Erased ${erased} ${erased === 1 ? "lead" : "leads"} sent with that address.`);
    return 0;
  }

  if (values["requeue-failed"]) {
    const res = await fetch(`${base}/api/admin/leads/requeue`, { method: "POST", headers });
    if (!res.ok) return fail(res, "re-queue");
    const { requeued } = (await res.json()) as { requeued: number };
    console.error(`Re-queued ${requeued} failed ${requeued === 1 ? "delivery" : "deliveries"}.`);
  }

  const query = new URLSearchParams({ format: values.format, limit: String(PAGE_ROWS) });
  if (values.since) query.set("since", new Date(values.since).toISOString());
  if (values.spam) query.set("spam", "1");
  // Follow the pages until the server says there is no next one.
  const rows: unknown[] = [];
  let csv = "";
  let csvRows = 0;
  for (let after: string | null = null, first = true; first || after; first = false) {
    if (after) query.set("after", after);
    const res = await fetch(`${base}/api/admin/leads?${query}`, { headers });
    if (!res.ok) return fail(res, "export");
    if (values.format === "json") {
      const page = (await res.json()) as { leads: unknown[]; next: string | null };
      rows.push(...page.leads);
      after = page.next;
    } else {
      const text = await res.text();
      csvRows += Number(res.headers.get("x-lead-count") ?? 0);
      // Every page starts with the header row (fetch has dropped the BOM); keep it once.
      const body = text.replace(/^\uFEFF/, "");
      csv += first ? `\uFEFF${body}` : body.replace(/^[^\r\n]*\r\n/, "");
      after = /[?&]after=([^&>]+)/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
    }
  }
  const text =
    values.format === "json"
      ? `${JSON.stringify({ leads: rows, count: rows.length }, null, 2)}\n`
      : csv;
  const count = values.format === "json" ? rows.length : csvRows;
  if (values.out) {
    await writeFile(values.out, text);
    console.error(`Wrote ${count} ${count === 1 ? "lead" : "leads"} to ${values.out}`);
  } else {
    process.stdout.write(text);
  }
  return 0;
}

async function fail(res: Response, what: string): Promise<number> {
  const reason =
    res.status === 404
      ? "the export is off on the server (ADMIN_TOKEN not set there)"
      : res.status === 401
        ? "wrong admin token"
        : await res.text();
  console.error(`${what} failed: HTTP ${res.status}: ${reason}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // fetch says only "fetch failed"; the reason (refused, unknown host, TLS) is its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    const message = error instanceof Error ? error.message : String(error);
    console.error(cause ? `Cannot reach the site (--url): ${errorText(cause)}` : message);
    process.exit(1);
  },
);
