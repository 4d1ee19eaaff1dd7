-- Fixed-window request counters shared by every server process: one row per limit, subject (a person's
-- id or a client address) and window. A check deletes its own key's ended windows; an occasional sweep
-- removes those of subjects that never came back.
CREATE TABLE rate_limits (
  name text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 1,
  PRIMARY KEY (name, subject, window_start)
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
