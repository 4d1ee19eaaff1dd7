-- "Buscar en esta zona" asks for the listed mates whose public point lies in the map's rectangle: a
-- two-dimensional index on that point answers it without reading every listed mate.
CREATE INDEX mates_listed_area_idx ON mates USING gist (point(approx_longitude, approx_latitude))
  WHERE status IN ('available', 'reserved') AND hidden_at IS NULL AND NOT host_suspended;
