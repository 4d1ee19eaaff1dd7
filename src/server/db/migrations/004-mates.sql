CREATE TABLE mates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Mates are soft-deleted in normal use; a hard delete only follows erasing the host's account.
  host_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100 AND char_length(name) <= 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  price_per_day numeric(10, 2) CHECK (price_per_day >= 0),
  image_key text,
  available boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'reserved', 'inactive', 'deleted')),
  location text CHECK (char_length(location) <= 200),
  city text CHECK (char_length(city) <= 100),
  -- The exact point never leaves the server; public views get the approximate one.
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  approx_latitude double precision NOT NULL CHECK (approx_latitude BETWEEN -90 AND 90),
  approx_longitude double precision NOT NULL CHECK (approx_longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mates_earth_idx ON mates USING gist (ll_to_earth(latitude, longitude));
CREATE INDEX mates_search_trgm ON mates USING gin (
  search_text(name || ' ' || description || ' ' || coalesce(city, '') || ' ' || coalesce(location, '')) gin_trgm_ops
);
CREATE INDEX mates_city_idx ON mates (search_text(city));
CREATE INDEX mates_public_recent_idx ON mates (created_at DESC, id) WHERE status = 'available';
CREATE INDEX mates_host_idx ON mates (host_id, created_at DESC);
