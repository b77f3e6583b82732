DROP INDEX "deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "deliveries_due_order_idx" ON "deliveries" USING btree ("next_attempt_at","id") WHERE "deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
-- The per-visitor rate-limit rule, one place for every caller (server/store/rate-limit.ts and the
-- lead batch below): at most one accepted hit per interval, at most p_per_window per fixed window.
-- Each key takes one hit; an accepted hit returns the new row, a refused one the row unchanged.
-- The keys must be distinct. PL/pgSQL keeps the statement's plan for the session.
CREATE FUNCTION rate_limit_take(
  p_keys text[], p_now timestamptz, p_interval_ms bigint, p_per_window int, p_window_ms bigint)
RETURNS TABLE(key text, allowed boolean, window_start timestamptz, count int, last_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_window_over timestamptz := p_now - make_interval(secs => p_window_ms / 1000.0);
  v_interval_over timestamptz := p_now - make_interval(secs => p_interval_ms / 1000.0);
BEGIN
  RETURN QUERY
  WITH hit AS (
    INSERT INTO rate_limits AS r (key, window_start, count, last_at)
    SELECT k, p_now, 1, p_now FROM unnest(p_keys) k
    ON CONFLICT ON CONSTRAINT rate_limits_pkey DO UPDATE SET
      window_start = CASE WHEN r.window_start <= v_window_over THEN p_now ELSE r.window_start END,
      count = CASE WHEN r.window_start <= v_window_over THEN 1 ELSE r.count + 1 END,
      last_at = p_now
    WHERE r.last_at <= v_interval_over
      AND (r.window_start <= v_window_over OR r.count < p_per_window)
    RETURNING r.key, r.window_start, r.count, r.last_at
  )
  SELECT k, h.key IS NOT NULL, coalesce(h.window_start, cur.window_start),
    coalesce(h.count, cur.count), coalesce(h.last_at, cur.last_at)
  FROM unnest(p_keys) k
  LEFT JOIN hit h ON h.key = k
  -- LATERAL ... LIMIT 1: one index lookup per key, whatever the planner guesses about the table.
  LEFT JOIN LATERAL (
    SELECT r.window_start, r.count, r.last_at FROM rate_limits r WHERE r.key = k LIMIT 1
  ) cur ON h.key IS NULL;
END
$fn$;
--> statement-breakpoint
-- Every lead waiting in server/store/lead-writer.ts in one call: skips submission ids already
-- stored, takes the rate limit (rate_limit_take), stores the accepted leads and their outbox rows.
-- Answers one row per input row, in input order: stored, duplicate or limited (with the visitor's
-- rate-limit row, for Retry-After). The rate keys of one call must be distinct.
CREATE FUNCTION write_lead_batch(
  p_rows jsonb, p_now timestamptz, p_interval_ms bigint, p_per_window int, p_window_ms bigint)
RETURNS TABLE(idx int, status text, window_start timestamptz, count int, last_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT x.*, seen.hit IS NOT NULL AS dup
    FROM jsonb_to_recordset(p_rows) AS x(
      idx int, id uuid, submission_id uuid, rate_key text, kind text, source text, name text,
      email text, phone text, company text, message text, locale text, ip text,
      user_agent text, details jsonb, spam boolean, spam_reason text, payload text)
    LEFT JOIN LATERAL (
      SELECT 1 AS hit FROM leads l WHERE l.submission_id = x.submission_id LIMIT 1
    ) seen ON true
  ),
  rl AS MATERIALIZED (
    SELECT * FROM rate_limit_take(
      array(SELECT i.rate_key FROM input i WHERE NOT i.dup AND i.rate_key IS NOT NULL),
      p_now, p_interval_ms, p_per_window, p_window_ms)
  ),
  decided AS MATERIALIZED (
    SELECT i.*, rl.allowed, rl.window_start AS rl_window_start, rl.count AS rl_count,
      rl.last_at AS rl_last_at
    FROM input i LEFT JOIN rl ON rl.key = i.rate_key AND NOT i.dup
  ),
  ins AS (
    INSERT INTO leads (id, submission_id, kind, source, name, email, phone, company, message,
      locale, ip, user_agent, details, spam, spam_reason, created_at)
    SELECT d.id, d.submission_id, d.kind, d.source, d.name, d.email, d.phone, d.company,
      d.message, d.locale, d.ip, d.user_agent, d.details, d.spam, d.spam_reason, p_now
    FROM decided d WHERE NOT d.dup AND (d.rate_key IS NULL OR d.allowed)
    ON CONFLICT (submission_id) DO NOTHING
    RETURNING leads.id
  ),
  dl AS (
    INSERT INTO deliveries (lead_id, channel, payload, next_attempt_at, created_at)
    SELECT d.id, 'telegram', d.payload, p_now, p_now
    FROM decided d JOIN ins ON ins.id = d.id WHERE d.payload IS NOT NULL
  )
  SELECT d.idx,
    CASE WHEN d.id IN (SELECT ins.id FROM ins) THEN 'stored'
         WHEN d.dup OR d.rate_key IS NULL OR d.allowed THEN 'duplicate'
         ELSE 'limited' END,
    d.rl_window_start, d.rl_count, d.rl_last_at
  FROM decided d ORDER BY d.idx;
END
$fn$;
--> statement-breakpoint
-- The outbox's claim: marks p_sent_id sent (when given) and claims the next due delivery (pending
-- and due, or "sending" with its lease over) with FOR UPDATE SKIP LOCKED. The cursor makes the
-- planner read deliveries_due_order_idx in order and stop at the first row it can lock: a query
-- planned for all rows sorted every due row on each claim, which made a long queue quadratic.
CREATE FUNCTION outbox_claim(p_now timestamptz, p_lease_until timestamptz, p_sent_id bigint)
RETURNS TABLE(id bigint, lead_id uuid, payload text, attempts int, maybe_sent boolean)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  due refcursor;
  v_id bigint;
BEGIN
  IF p_sent_id IS NOT NULL THEN
    UPDATE deliveries d SET status = 'sent', sent_at = p_now, locked_until = null,
      last_error = null, maybe_sent = false
    WHERE d.id = p_sent_id;
  END IF;
  OPEN due NO SCROLL FOR
    SELECT d.id FROM deliveries d
    WHERE d.status IN ('pending', 'sending') AND d.next_attempt_at <= p_now
      AND (d.status = 'pending' OR d.locked_until <= p_now) AND d.channel = 'telegram'
    ORDER BY d.next_attempt_at, d.id
    FOR UPDATE SKIP LOCKED;
  FETCH due INTO v_id;
  CLOSE due;
  IF v_id IS NULL THEN RETURN; END IF;
  RETURN QUERY
  UPDATE deliveries d SET status = 'sending', locked_until = p_lease_until,
    attempts = d.attempts + 1, maybe_sent = d.maybe_sent OR d.status = 'sending'
  WHERE d.id = v_id
  RETURNING d.id, d.lead_id, d.payload, d.attempts, d.maybe_sent;
END
$fn$;
