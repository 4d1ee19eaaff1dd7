-- FAQ contact form submissions: stored first, then forwarded (and retried) to the configured webhook.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  city text CHECK (char_length(city) <= 100),
  comments text NOT NULL CHECK (char_length(btrim(comments)) BETWEEN 1 AND 2000),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  forwarded_at timestamptz,
  forward_attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_pending_idx ON contact_messages (next_attempt_at) WHERE forwarded_at IS NULL;
