-- A batch's deliveries get their ids in the order its leads came in, so the chat receives them in
-- that order (docs/decisions/354-a-lead-from-any-address-in-order.md). The same function as
-- 0002 otherwise.
-- Every lead waiting in server/store/lead-writer.ts in one call: skips submission ids already
-- stored, takes the rate limit (rate_limit_take), stores the accepted leads and their outbox rows.
-- Answers one row per input row, in input order: stored, duplicate or limited (with the visitor's
-- rate-limit row, for Retry-After). The rate keys of one call must be distinct.
CREATE OR REPLACE FUNCTION write_lead_batch(
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
    -- In input order: the outbox sends by (next_attempt_at, id), and a batch shares p_now, so
    -- the ids must follow the order the leads came in (0002 left it to the join's order).
    ORDER BY d.idx
  )
  SELECT d.idx,
    CASE WHEN d.id IN (SELECT ins.id FROM ins) THEN 'stored'
         WHEN d.dup OR d.rate_key IS NULL OR d.allowed THEN 'duplicate'
         ELSE 'limited' END,
    d.rl_window_start, d.rl_count, d.rl_last_at
  FROM decided d ORDER BY d.idx;
END
$fn$;
