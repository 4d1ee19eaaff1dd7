-- Public points become the centre of the mate's ~500 m grid cell (docs/decisions/0006): every mate
-- published from one place shares one point, so averaging many of them learns nothing more than the cell.
-- The same operations, in the same order, as approximatePoint() in src/server/mates/approximate-location.ts,
-- so both store identical values: change them together.
WITH row_cell AS (
  SELECT id, longitude,
         (floor(latitude / (500::float8 / 111320::float8)) + 0.5::float8) * (500::float8 / 111320::float8)
           AS row_latitude
    FROM mates
), cell AS (
  SELECT id, row_latitude,
         (floor(longitude / column_degrees) + 0.5::float8) * column_degrees AS column_longitude
    FROM row_cell,
         LATERAL (SELECT 500::float8 / (111320::float8 * greatest(cos(row_latitude * pi() / 180::float8), 0.01::float8))
                    AS column_degrees) AS width
)
UPDATE mates AS m
   SET approx_latitude = round(cell.row_latitude * 1000000::float8) / 1000000::float8,
       approx_longitude = round(greatest(-180::float8, least(180::float8, cell.column_longitude)) * 1000000::float8)
                          / 1000000::float8
  FROM cell
 WHERE m.id = cell.id;
