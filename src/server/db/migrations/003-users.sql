-- The public profile of an identity. A missing row means a Visitante (role guest).
-- Erasing the identity erases the profile and, through it, everything the person owns.
CREATE TABLE users (
  id text PRIMARY KEY REFERENCES auth_user (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '' CHECK (char_length(name) <= 200),
  email text NOT NULL DEFAULT '' CHECK (char_length(email) <= 320),
  role text NOT NULL DEFAULT 'guest',
  public_name text CHECK (public_name ~ '^[[:alnum:] ._-]{3,30}$'),
  bio text CHECK (char_length(bio) <= 500),
  location text CHECK (char_length(location) <= 200),
  last_known_city text CHECK (char_length(last_known_city) <= 100),
  avatar_key text,
  last_latitude double precision CHECK (last_latitude BETWEEN -90 AND 90),
  last_longitude double precision CHECK (last_longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((last_latitude IS NULL) = (last_longitude IS NULL))
);

-- Public names are unique ignoring case: "Caro" and "caro" are the same person's URL.
CREATE UNIQUE INDEX users_public_name_unique ON users (lower(public_name));
-- Free-text search over mates also matches host names.
CREATE INDEX users_names_trgm ON users USING gin (search_text(coalesce(public_name, '') || ' ' || name) gin_trgm_ops);
