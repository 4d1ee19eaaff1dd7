-- A booking is a rental of whole days (Europe/Madrid), inclusive of both ends, priced when requested.
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE bookings
  ADD COLUMN start_date date,
  ADD COLUMN end_date date,
  ADD COLUMN days integer,
  ADD COLUMN total numeric(12, 2),
  -- rejected (host), withdrawn (guest, pending), cancelled (either side, confirmed), expired (no answer).
  ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('rejected', 'withdrawn', 'cancelled', 'expired')),
  ADD COLUMN cancel_note text CHECK (char_length(cancel_note) <= 300),
  -- When each reminder went out: a reminder job that runs twice notifies once.
  ADD COLUMN start_reminded_at timestamptz,
  ADD COLUMN end_reminded_at timestamptz;

-- Bookings made before dates existed read as one day: the day they were made, or today while they
-- are still active (a confirmed one then completes by itself three days later unless returned first).
UPDATE bookings SET
  start_date = (created_at AT TIME ZONE 'Europe/Madrid')::date,
  end_date = CASE WHEN status IN ('pending', 'confirmed')
                  THEN greatest((created_at AT TIME ZONE 'Europe/Madrid')::date, (now() AT TIME ZONE 'Europe/Madrid')::date)
                  ELSE (created_at AT TIME ZONE 'Europe/Madrid')::date END;
UPDATE bookings b SET days = end_date - start_date + 1,
                      total = (b.end_date - b.start_date + 1) * coalesce(m.price_per_day, 0)
  FROM mates m WHERE m.id = b.mate_id;
UPDATE bookings SET cancel_reason = CASE cancelled_by WHEN 'host' THEN 'rejected' ELSE 'withdrawn' END
 WHERE status = 'cancelled';

ALTER TABLE bookings
  ALTER COLUMN start_date SET NOT NULL,
  ALTER COLUMN end_date SET NOT NULL,
  ALTER COLUMN days SET NOT NULL,
  ALTER COLUMN total SET NOT NULL,
  ADD CONSTRAINT bookings_dates_check CHECK (end_date >= start_date AND days = end_date - start_date + 1),
  ADD CONSTRAINT bookings_total_check CHECK (total >= 0),
  -- An expired request was cancelled by nobody: the reason, not the side, marks a cancellation now.
  DROP CONSTRAINT bookings_check1,
  ADD CONSTRAINT bookings_cancelled_has_reason CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL));

CREATE INDEX bookings_pending_by_start ON bookings (start_date) WHERE status = 'pending';
CREATE INDEX bookings_confirmed_by_dates ON bookings (start_date, end_date) WHERE status = 'confirmed';

-- The days a mate is taken: each confirmed booking and each period its host blocked. The exclusion
-- constraint makes two of them on overlapping days of one mate impossible, whoever writes them.
CREATE TABLE mate_taken_days (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mate_id uuid NOT NULL REFERENCES mates (id) ON DELETE CASCADE,
  during daterange NOT NULL CHECK (NOT isempty(during) AND lower_inc(during) AND NOT upper_inc(during)),
  -- Set for a confirmed booking's days; null for a host's block.
  booking_id uuid UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  note text CHECK (char_length(note) <= 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mate_taken_days_no_overlap EXCLUDE USING gist (mate_id WITH =, during WITH &&)
);

INSERT INTO mate_taken_days (mate_id, during, booking_id)
SELECT mate_id, daterange(start_date, end_date, '[]'), id FROM bookings WHERE status = 'confirmed';

-- The public list now reads availability per day: a mate Reservado today may be free on the days searched.
DROP INDEX IF EXISTS mates_public_recent_idx;
CREATE INDEX mates_listed_recent_idx ON mates (created_at DESC, id) WHERE status IN ('available', 'reserved');
