-- The list asks of every mate it considers whether it is free on the days searched: near Madrid's centre,
-- a hundred mates per request to count the matches. Asked of mate_taken_days, that is an index probe per
-- mate; kept on the mate's own row as one multirange, it is a check on the row, or on the listed-point
-- index, which carries it. mate_taken_days stays the truth and holds the exclusion constraint; these
-- triggers keep the copy exact in the same transaction. One mate's periods never overlap, so adding and
-- removing each one is exact, and `taken_days = taken_days + …` works on the latest row version when two
-- transactions change one mate (every writer locks the mate first anyway).
ALTER TABLE mates ADD COLUMN taken_days datemultirange NOT NULL DEFAULT '{}';

CREATE FUNCTION mates_copy_taken_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE mates m SET taken_days = m.taken_days - o.days
      FROM (SELECT mate_id, range_agg(during) AS days FROM old_rows GROUP BY mate_id) o
     WHERE m.id = o.mate_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE mates m SET taken_days = m.taken_days + n.days
      FROM (SELECT mate_id, range_agg(during) AS days FROM new_rows GROUP BY mate_id) n
     WHERE m.id = n.mate_id;
  END IF;
  RETURN NULL;
END $$;

-- One trigger per event: a trigger with transition tables may have only one. Per statement, so a bulk
-- insert updates each mate once.
CREATE TRIGGER mate_taken_days_inserted AFTER INSERT ON mate_taken_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mates_copy_taken_days();
CREATE TRIGGER mate_taken_days_updated AFTER UPDATE ON mate_taken_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mates_copy_taken_days();
CREATE TRIGGER mate_taken_days_deleted AFTER DELETE ON mate_taken_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mates_copy_taken_days();

UPDATE mates m SET taken_days = t.days
  FROM (SELECT mate_id, range_agg(during) AS days FROM mate_taken_days GROUP BY mate_id) t
 WHERE m.id = t.mate_id;

-- The count near me reads the taken days and the price from the index too.
DROP INDEX mates_listed_point_idx;
CREATE INDEX mates_listed_point_idx ON mates USING gist (ll_to_earth(approx_latitude, approx_longitude))
  INCLUDE (id, approx_latitude, approx_longitude, price_per_day, taken_days)
  WHERE status IN ('available', 'reserved');
