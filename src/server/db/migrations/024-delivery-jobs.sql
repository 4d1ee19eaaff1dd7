-- Each outbox row and each contact message is delivered by a job of its own (decisions 0025 and 0008):
-- the job queue claims, retries and backs off, so the rows lose their own lease and schedule.

-- A row that was ever picked up (attempts > 0) no longer takes new unread messages; its dedupe key is
-- free for a new row.
DROP INDEX outbox_waiting_dedupe;
CREATE UNIQUE INDEX outbox_waiting_dedupe ON outbox (dedupe_key)
  WHERE sent_at IS NULL AND dropped_at IS NULL AND attempts = 0;
-- What the hourly safety net looks for: rows pending for a while, oldest first.
DROP INDEX outbox_pending_idx;
CREATE INDEX outbox_pending_idx ON outbox (created_at) WHERE sent_at IS NULL AND dropped_at IS NULL;
ALTER TABLE outbox DROP COLUMN next_attempt_at, DROP COLUMN locked_until;

DROP INDEX contact_messages_pending_idx;
CREATE INDEX contact_messages_pending_idx ON contact_messages (id) WHERE forwarded_at IS NULL;
ALTER TABLE contact_messages DROP COLUMN next_attempt_at;
