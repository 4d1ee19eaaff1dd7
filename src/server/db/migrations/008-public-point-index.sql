-- Distances and "near me" filters use the mate's public (approximate) point: an API that measured from
-- the exact point could be inverted by asking from many places (docs/decisions/0006).
DROP INDEX IF EXISTS mates_earth_idx;
CREATE INDEX mates_approx_earth_idx ON mates USING gist (ll_to_earth(approx_latitude, approx_longitude));
