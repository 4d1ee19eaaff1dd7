-- Trust (DECISIONS.md, "Trust"): reviews after a rental, reports, one-way blocks between people, operators
-- with an audit log, suspended people and hidden mates, and the contact form's messages answered in Ronda.

-- When a rental was completed (by the host's "Marcar como devuelto" or by itself): reviews open then and
-- close 14 days later.
ALTER TABLE bookings ADD COLUMN completed_at timestamptz;
UPDATE bookings SET completed_at = updated_at WHERE status = 'completed';
ALTER TABLE bookings ADD CONSTRAINT bookings_completed_at_check CHECK ((status = 'completed') = (completed_at IS NOT NULL));

-- One review per side per booking, final once published. It stays hidden (visible_at null) until the other
-- side has written theirs (both get the second one's time) or 14 days have passed since completion (the
-- booking's lifecycle job publishes it then). The reviewed person may answer once. An operator may hide
-- one after a report; a hidden review leaves the average.
-- author_id is null once its author deleted their account ("Usuario eliminado").
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  mate_id uuid NOT NULL REFERENCES mates (id) ON DELETE CASCADE,
  author_side text NOT NULL CHECK (author_side IN ('guest', 'host')),
  author_id text REFERENCES users (id) ON DELETE SET NULL,
  subject_id text REFERENCES users (id) ON DELETE SET NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  reply text CHECK (char_length(btrim(reply)) BETWEEN 1 AND 1000),
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text CHECK (char_length(hidden_reason) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  visible_at timestamptz,
  CONSTRAINT reviews_one_per_side UNIQUE (booking_id, author_side),
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
CREATE INDEX reviews_subject_idx ON reviews (subject_id, visible_at DESC);
CREATE INDEX reviews_mate_idx ON reviews (mate_id, visible_at DESC) WHERE author_side = 'guest';
CREATE INDEX reviews_author_idx ON reviews (author_id);
-- The lifecycle's sweep looks for reviews still waiting for their window to end: only those few.
CREATE INDEX reviews_waiting_idx ON reviews (booking_id) WHERE visible_at IS NULL;

-- "Reportar": a mate, a person, a chat message or a review. One open report per person per target.
-- reporter_id is null once the reporter deleted their account; the report stays for the operators.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id text REFERENCES users (id) ON DELETE SET NULL,
  target_type text NOT NULL CHECK (target_type IN ('mate', 'user', 'message', 'review')),
  target_id text NOT NULL CHECK (char_length(target_id) <= 100),
  reason text NOT NULL CHECK (reason IN ('inappropriate', 'fraud', 'spam', 'other')),
  details text NOT NULL DEFAULT '' CHECK (char_length(details) <= 1000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  resolution_note text CHECK (char_length(resolution_note) <= 1000),
  resolved_by text REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'open') = (resolved_at IS NULL))
);
CREATE UNIQUE INDEX reports_one_open_per_target ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_open_idx ON reports (created_at) WHERE status = 'open';
CREATE INDEX reports_target_idx ON reports (target_type, target_id);

-- "Bloquear usuario": one-way and silent. The blocked person can no longer message the blocker or book
-- their mates; the blocker no longer sees them.
CREATE TABLE user_blocks (
  blocker_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- Operators are a flag beside the role (a host who operates stays Anfitrión), granted by a command.
-- A suspended person cannot sign in and sees why; a deleted account keeps a row without personal data,
-- so others' history stays readable as "Usuario eliminado".
ALTER TABLE users
  ADD COLUMN is_admin boolean NOT NULL DEFAULT false,
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text CHECK (char_length(suspension_reason) <= 1000),
  ADD COLUMN deleted_at timestamptz,
  ADD CONSTRAINT users_suspension_has_reason CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));

-- A mate an operator hid (the host is told why), and mates of a suspended host: both leave every list.
ALTER TABLE mates
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_reason text CHECK (char_length(hidden_reason) <= 1000),
  ADD COLUMN host_suspended boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT mates_hidden_has_reason CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL));

-- The list's indexes hold listed mates only: listed now also means not hidden and host not suspended.
DROP INDEX mates_listed_recent_idx;
CREATE INDEX mates_listed_recent_idx ON mates (created_at DESC, id)
  WHERE status IN ('available', 'reserved') AND hidden_at IS NULL AND NOT host_suspended;
DROP INDEX mates_listed_point_idx;
CREATE INDEX mates_listed_point_idx ON mates USING gist (ll_to_earth(approx_latitude, approx_longitude))
  INCLUDE (id, approx_latitude, approx_longitude, price_per_day, taken_days)
  WHERE status IN ('available', 'reserved') AND hidden_at IS NULL AND NOT host_suspended;

-- The FAQ contact form's messages, read in the console ("Consultas") and marked as answered.
ALTER TABLE contact_messages
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by text REFERENCES users (id) ON DELETE SET NULL;

-- Every operator action: who, when, what, on what, and why.
CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id text REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (char_length(action) <= 60),
  target_type text NOT NULL CHECK (char_length(target_type) <= 30),
  target_id text NOT NULL CHECK (char_length(target_id) <= 100),
  reason text CHECK (char_length(reason) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC);
