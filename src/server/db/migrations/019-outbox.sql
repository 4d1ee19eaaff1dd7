-- Notifications beyond the tab (DECISIONS.md; decision 0025): what each person wants by e-mail, and the
-- outbox every e-mail (and later every push) leaves from.

-- One row per person and category they changed; a missing row means the defaults (e-mail on).
CREATE TABLE notification_preferences (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('messages', 'bookings', 'reminders', 'reviews')),
  email boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category)
);

-- Written in the transaction of the event it tells of; sent (or dropped, when nothing is left to say)
-- by the outbox job. A row is pending while both sent_at and dropped_at are null. locked_until is the
-- lease of the process sending it; once leased it stays set, so a row that was ever picked up no longer
-- takes new unread messages (its dedupe key is free for a new row).
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'push')),
  category text NOT NULL CHECK (category IN ('messages', 'bookings', 'reminders', 'reviews')),
  kind text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 50),
  payload jsonb NOT NULL DEFAULT '{}',
  dedupe_key text,
  send_after timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  sent_at timestamptz,
  dropped_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sent_at IS NULL OR dropped_at IS NULL)
);
-- What the sender looks for.
CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL AND dropped_at IS NULL;
-- Unread messages: one waiting row per person and conversation, whatever the number of messages.
CREATE UNIQUE INDEX outbox_waiting_dedupe ON outbox (dedupe_key)
  WHERE sent_at IS NULL AND dropped_at IS NULL AND locked_until IS NULL;
-- A person's rows (export, deletion) and what was last sent for a conversation.
CREATE INDEX outbox_user_idx ON outbox (user_id, created_at);
CREATE INDEX outbox_sent_dedupe_idx ON outbox (dedupe_key, sent_at) WHERE sent_at IS NOT NULL;
