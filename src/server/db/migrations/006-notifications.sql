CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (char_length(type) <= 40),
  text text NOT NULL CHECK (char_length(text) <= 500),
  content text CHECK (char_length(content) <= 1000),
  link text CHECK (link LIKE '/%'),
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, is_read, created_at DESC);

-- Every live update a user should receive, kept for a while so a reconnecting stream can catch up
-- (Last-Event-ID). Rows are written in the same transaction as the change they announce.
CREATE TABLE user_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_events_user_idx ON user_events (user_id, id);
CREATE INDEX user_events_created_idx ON user_events (created_at);
