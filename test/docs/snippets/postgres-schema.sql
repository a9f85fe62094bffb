SELECT pg_advisory_xact_lock(hashtext('naira_ramp_entries migration'));

-- Statuses, owners, webhook deliveries seen and status-lookup claims, each under its own key.
CREATE TABLE IF NOT EXISTS naira_ramp_entries (
  key text PRIMARY KEY,
  value text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS naira_ramp_entries_expiry ON naira_ramp_entries (expires_at);

-- One record per Idempotency-Key: the reservation while the service is asked, then its answer.
CREATE TABLE IF NOT EXISTS naira_ramp_idempotency (
  key text PRIMARY KEY,
  record jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS naira_ramp_idempotency_expiry ON naira_ramp_idempotency (expires_at);

-- Transactions still pending, by when the signer last heard of each.
CREATE TABLE IF NOT EXISTS naira_ramp_tracked (
  name text NOT NULL,
  member text NOT NULL,
  score double precision NOT NULL,
  PRIMARY KEY (name, member)
);
CREATE INDEX IF NOT EXISTS naira_ramp_tracked_score ON naira_ramp_tracked (name, score);

-- Rate-limit counters: unlogged (no write-ahead log), so a crash empties them and counting costs no disk flush.
CREATE UNLOGGED TABLE IF NOT EXISTS naira_ramp_counters (
  key text PRIMARY KEY,
  count bigint NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS naira_ramp_counters_expiry ON naira_ramp_counters (resets_at);
