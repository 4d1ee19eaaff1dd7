import { LIST_TOTAL_CAP } from '../../shared/constants.js';
import { EARTH_RADIUS_KM } from '../../shared/geo.js';
import type { MateListQuery, MateStatus } from '../../shared/schemas/mates.js';
import { query, queryOne, type Queryable } from '../db/sql.js';
import { SHOWN_REVIEWS } from '../reviews/public-review.js';
import { mateReviewsColumn, ratingColumns, type PublicReviewRow } from '../reviews/reviews.repo.js';
import { PHOTOS_COLUMN, type PhotoRow } from './mate-photos.repo.js';

/**
 * Columns every public view of a mate needs, with its host joined (never one query per row), and its
 * guests' rating (an index probe per row shown: PostgreSQL computes it after LIMIT).
 */
const PUBLIC_COLUMNS = `
  m.id, m.name, m.description, m.price_per_day, m.image_key, m.available, m.status, m.city,
  m.approx_latitude, m.approx_longitude, m.created_at, m.updated_at,
  u.public_name AS host_public_name, u.name AS host_name,
  ${ratingColumns("r.mate_id = m.id AND r.author_side = 'guest'", 'rating')}`;

export interface MateRow {
  id: string;
  name: string;
  description: string;
  price_per_day: number | null;
  image_key: string | null;
  available: boolean;
  status: MateStatus;
  city: string | null;
  approx_latitude: number;
  approx_longitude: number;
  created_at: string;
  updated_at: string;
  host_public_name: string | null;
  host_name: string;
  distance_km: number | null;
  rating_average: number | null;
  rating_count: number;
}

/** Builds "$n" placeholders while collecting their values. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * earthdistance measures on a sphere of 6 378.168 km; spec §9 wants Haversine with 6 371 km, which is
 * the same great circle scaled by this factor.
 */
const SPEC_EARTH_RATIO = EARTH_RADIUS_KM / 6378.168;

/** earthdistance's sphere, in metres (its `earth()`). */
const EARTHDISTANCE_RADIUS_M = 6378168;

/**
 * The viewer's point as earthdistance's `ll_to_earth` makes it, computed here: in a prepared statement's
 * generic plan, `ll_to_earth($1, $2)` is evaluated again wherever it appears (four times per request),
 * and a cube parameter costs nothing.
 */
export function earthPoint(lat: number, lng: number) {
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  const r = EARTHDISTANCE_RADIUS_M;
  return `(${r * Math.cos(phi) * Math.cos(lambda)}, ${r * Math.cos(phi) * Math.sin(lambda)}, ${r * Math.sin(phi)})`;
}

/** A mate's public point, as the GiST indexes hold it. */
const PUBLIC_POINT = 'll_to_earth(m.approx_latitude, m.approx_longitude)';

/** Distances start from the public point, never the exact one (docs/decisions/0006). */
function distanceExpression(params: Params, lat?: number, lng?: number) {
  if (lat === undefined || lng === undefined) return { select: 'NULL::float8', point: null };
  // An init plan: one value per statement, where a bare parameter cast would be redone per mate.
  const point = `(SELECT ${params.add(earthPoint(lat, lng))}::cube::earth)`;
  return {
    select: `round((earth_distance(${point}, ${PUBLIC_POINT}) * ${SPEC_EARTH_RATIO} / 1000)::numeric, 2)::float8`,
    point,
  };
}

function orderBy(sort: MateListQuery['sort'], point: string | null) {
  switch (sort) {
    case 'price_asc':
      return 'coalesce(m.price_per_day, 0) ASC, m.created_at DESC, m.id';
    case 'price_desc':
      return 'coalesce(m.price_per_day, 0) DESC, m.created_at DESC, m.id';
    case 'distance':
      // The GiST index's own distance operator: the nearest mates come straight off the index, in order.
      // No id tie-breaker (it would rule the index order out); public points are drawn at random per
      // mate, so two mates at exactly the same point, whose order could change between pages, do not occur.
      if (point) return `${PUBLIC_POINT} <-> ${point}`;
      return 'm.created_at DESC, m.id';
    default:
      return 'm.created_at DESC, m.id';
  }
}

/**
 * Listed mates: not paused or deleted, not hidden by an operator, their host not suspended (Reservado
 * today may still be free on other days). The list's partial indexes hold exactly these (migration 017).
 */
export const LISTED_MATE = `m.status IN ('available', 'reserved') AND m.hidden_at IS NULL AND NOT m.host_suspended`;

/**
 * Free on every day of the range: no confirmed rental or closure touches it. The mate's row carries its
 * taken days (migration 016), so this is a check on the row, not a probe per mate.
 */
const freeOn = (from: string, to: string) =>
  `NOT (m.taken_days && daterange(${from}::date, ${to}::date, '[]'))`;

/**
 * The public list in one statement: mates free on the days searched (today when none are given),
 * filtered by a radius (GiST earth box), a city, free text (trigram index over unaccented text) and
 * price, with the host and the distance joined in. One row more than the page tells whether another
 * page exists. The total stops one past LIST_TOTAL_CAP: a big city's thousands of matches cost no more
 * than a hundred. One statement also holds one pooled connection per request, not two.
 */
export async function listPublicMates(
  db: Queryable,
  filter: MateListQuery,
  today: string,
  viewerId: string | null = null,
): Promise<{ rows: MateRow[]; hasMore: boolean; total: number; totalCapped: boolean }> {
  const params = new Params();
  const distance = distanceExpression(params, filter.lat, filter.lng);
  const conditions = matchConditions(params, filter, today, distance.point, viewerId);
  const start = (filter.page - 1) * filter.pageSize;
  const limit = params.add(filter.pageSize + 1);
  const offset = params.add(start);
  const columns = `${PUBLIC_COLUMNS}, ${distance.select} AS distance_km`;
  // Nearest first, the counted matches are the list's own first rows: one index scan answers both.
  const nearestFirst =
    filter.sort === 'distance' && distance.point && start + filter.pageSize < LIST_TOTAL_CAP + 1;
  const rows = await query<MateRow & { total_count: number }>(
    db,
    nearestFirst
      ? `WITH nearest AS (
           SELECT m.id, ${PUBLIC_POINT} <-> ${distance.point} AS away
             FROM mates m
            WHERE ${conditions}
            ORDER BY away
            LIMIT ${LIST_TOTAL_CAP + 1})
         SELECT ${columns}, (SELECT count(*)::int FROM nearest) AS total_count
           FROM (SELECT id, away FROM nearest ORDER BY away LIMIT ${limit} OFFSET ${offset}) page
           JOIN mates m ON m.id = page.id
           JOIN users u ON u.id = m.host_id
          ORDER BY page.away`
      : // The total rides along as an uncorrelated subquery, run once as an init plan.
        `SELECT ${columns}, (${countOf(conditions)}) AS total_count
           FROM mates m
           JOIN users u ON u.id = m.host_id
          WHERE ${conditions}
          ORDER BY ${orderBy(filter.sort, distance.point)}
          LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  // A page past the last match has no row to carry the total: only then is it asked on its own.
  const counted =
    rows[0]?.total_count ?? (filter.page > 1 ? await countPublicMates(db, filter, today, viewerId) : 0);
  return {
    rows: rows.slice(0, filter.pageSize),
    hasMore: rows.length > filter.pageSize,
    total: Math.min(counted, LIST_TOTAL_CAP),
    totalCapped: counted > LIST_TOTAL_CAP,
  };
}

/** Matches of `conditions`, counted one past the cap. */
const countOf = (conditions: string) =>
  `SELECT count(*)::int FROM (SELECT 1 FROM mates m WHERE ${conditions} LIMIT ${LIST_TOTAL_CAP + 1}) matches`;

async function countPublicMates(
  db: Queryable,
  filter: MateListQuery,
  today: string,
  viewerId: string | null,
) {
  const params = new Params();
  const point = filter.mode === 'near' ? distanceExpression(params, filter.lat, filter.lng).point : null;
  const conditions = matchConditions(params, filter, today, point, viewerId);
  return (await queryOne<{ count: number }>(db, countOf(conditions), params.values))?.count ?? 0;
}

/** The list's WHERE: listed, free on the days, and each filter asked for. */
function matchConditions(
  params: Params,
  filter: MateListQuery,
  today: string,
  point: string | null,
  viewerId: string | null,
) {
  const where = [LISTED_MATE, freeOn(params.add(filter.from ?? today), params.add(filter.to ?? today))];
  // Hosts the viewer blocked leave their list (decision 0021); anonymous lists keep their plan.
  if (viewerId) {
    where.push(
      `NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = ${params.add(viewerId)} AND b.blocked_id = m.host_id)`,
    );
  }
  if (filter.mode === 'near' && point) {
    // The radius in earthdistance's own metres, so the GiST box search and the exact check agree.
    const meters = params.add((filter.radius * 1000) / SPEC_EARTH_RATIO);
    where.push(`earth_box(${point}, ${meters}::float8) @> ${PUBLIC_POINT}`);
    where.push(`earth_distance(${point}, ${PUBLIC_POINT}) <= ${meters}::float8`);
  }
  if (filter.mode === 'city' && filter.city) {
    where.push(`search_text(m.city) = search_text(${params.add(filter.city)})`);
  }
  if (filter.q) {
    const pattern = params.add(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // search_doc: name, description, city, location and the host's names, unaccented (migration 009).
    where.push(`m.search_doc LIKE search_text(${pattern})`);
  }
  if (filter.bbox) {
    // The public point, never the exact one, decides what is inside the map's area (decision 0006).
    // As written, the index on the public point (migration 027) answers it; its edges count as inside.
    const { west, south, east, north } = filter.bbox;
    const corner = (longitude: number, latitude: number) =>
      `point(${params.add(longitude)}::float8, ${params.add(latitude)}::float8)`;
    where.push(
      `point(m.approx_longitude, m.approx_latitude) <@ box(${corner(west, south)}, ${corner(east, north)})`,
    );
  }
  if (filter.free) where.push('coalesce(m.price_per_day, 0) = 0');
  else if (filter.maxPrice !== undefined) {
    where.push(`coalesce(m.price_per_day, 0) <= ${params.add(filter.maxPrice)}::numeric`);
  }
  return where.join(' AND ');
}

/**
 * Mates whose page anyone can open, for the sitemap, newest first: listed (a booked mate's page still
 * shows it). Their ids and when each last changed.
 */
export function listPublicMateIds(db: Queryable, limit: number) {
  return query<{ id: string; updated_at: string }>(
    db,
    `SELECT m.id, m.updated_at FROM mates m
      WHERE ${LISTED_MATE}
      ORDER BY m.created_at DESC, m.id
      LIMIT $1`,
    [limit],
  );
}

export interface MateDetailRow extends MateRow {
  photos: PhotoRow[];
  host_id: string;
  hidden_reason: string | null;
  host_avatar_key: string | null;
  host_city: string | null;
  host_member_since: string;
  viewer_booking_id: string | null;
  viewer_booking_status: string | null;
  viewer_booking_conversation_id: string | null;
  viewer_booking_start_date: string | null;
  viewer_booking_end_date: string | null;
  viewer_booking_days: number | null;
  viewer_booking_total: number | null;
  /** The days nobody can book within the range asked (confirmed rentals and closures alike), soonest first. */
  taken_dates: { startDate: string; endDate: string }[];
  /** Its guests' published reviews, newest first. */
  reviews: PublicReviewRow[];
}

export interface MateDetailQuery {
  id: string;
  viewerId: string | null;
  /** The days whose taken periods the page shows (today to the booking horizon), clipped to them. */
  from: string;
  to: string;
  /** The viewer's point, for the distance. */
  lat?: number;
  lng?: number;
}

/**
 * One mate with its host, the viewer's active booking of it, its taken days and its guests' latest
 * reviews, in one statement (one pooled connection and one round trip per page); deleted mates do not
 * exist here.
 */
export function findMateDetail(db: Queryable, { id, viewerId, from, to, lat, lng }: MateDetailQuery) {
  const params = new Params();
  const idParam = params.add(id);
  const viewerParam = params.add(viewerId);
  const [fromParam, toParam] = [params.add(from), params.add(to)];
  const distance = distanceExpression(params, lat, lng);
  return queryOne<MateDetailRow>(
    db,
    `SELECT ${PUBLIC_COLUMNS}, ${distance.select} AS distance_km,
            m.host_id, m.hidden_reason, u.avatar_key AS host_avatar_key, u.last_known_city AS host_city, u.created_at AS host_member_since,
            b.id AS viewer_booking_id, b.status AS viewer_booking_status, b.conversation_id AS viewer_booking_conversation_id,
            b.start_date AS viewer_booking_start_date, b.end_date AS viewer_booking_end_date,
            b.days AS viewer_booking_days, b.total::float8 AS viewer_booking_total, ${PHOTOS_COLUMN},
            coalesce((SELECT json_agg(json_build_object('startDate', greatest(lower(t.during), ${fromParam}::date),
                                                        'endDate', least(upper(t.during) - 1, ${toParam}::date))
                                      ORDER BY lower(t.during))
                        FROM mate_taken_days t
                       WHERE t.mate_id = m.id AND t.during && daterange(${fromParam}::date, ${toParam}::date, '[]')),
                     '[]'::json) AS taken_dates,
            ${mateReviewsColumn(SHOWN_REVIEWS)} AS reviews
       FROM mates m
       JOIN users u ON u.id = m.host_id
       LEFT JOIN LATERAL (
         SELECT id, status, conversation_id, start_date, end_date, days, total FROM bookings
          WHERE mate_id = m.id AND guest_id = ${viewerParam} AND status IN ('pending', 'confirmed')
          LIMIT 1
       ) b ON true
      WHERE m.id = ${idParam} AND m.status <> 'deleted'
        -- A mate an operator hid, or whose host is suspended, is missing to all but its host.
        AND ((m.hidden_at IS NULL AND NOT m.host_suspended) OR m.host_id = ${viewerParam})`,
    params.values,
  );
}

export interface OwnMateRow extends MateRow {
  photos: PhotoRow[];
  pending_requests: number;
  hidden_reason: string | null;
  blocks: { id: string; startDate: string; endDate: string; note: string | null }[];
  location: string | null;
  latitude: number;
  longitude: number;
}

/** The owner's columns: the exact place, why an operator hid it, how many requests wait, and the closures that have not ended. */
const OWN_COLUMNS = `${PUBLIC_COLUMNS}, NULL::float8 AS distance_km, m.location, m.latitude, m.longitude,
  m.hidden_reason, ${PHOTOS_COLUMN},
  (SELECT count(*)::int FROM bookings b WHERE b.mate_id = m.id AND b.status = 'pending') AS pending_requests,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'startDate', lower(t.during),
                                              'endDate', upper(t.during) - 1, 'note', t.note)
                            ORDER BY lower(t.during))
              FROM mate_taken_days t
             WHERE t.mate_id = m.id AND t.booking_id IS NULL AND upper(t.during) > $2::date), '[]'::json) AS blocks`;

/** A host's own mates (all but deleted), newest first. */
export function listHostMates(db: Queryable, hostId: string, today: string) {
  return query<OwnMateRow>(
    db,
    `SELECT ${OWN_COLUMNS}
       FROM mates m JOIN users u ON u.id = m.host_id
      WHERE m.host_id = $1 AND m.status <> 'deleted'
      ORDER BY m.created_at DESC, m.id`,
    [hostId, today],
  );
}

export function findOwnMate(db: Queryable, id: string, hostId: string, today: string) {
  return queryOne<OwnMateRow>(
    db,
    `SELECT ${OWN_COLUMNS}
       FROM mates m JOIN users u ON u.id = m.host_id
      WHERE m.id = $3 AND m.host_id = $1 AND m.status <> 'deleted'`,
    [hostId, today, id],
  );
}

/** Whether a mate exists (not deleted), whoever hosts it: tells "not yours" from "not there". */
export async function mateExists(db: Queryable, id: string) {
  return (await queryOne(db, `SELECT 1 FROM mates WHERE id = $1 AND status <> 'deleted'`, [id])) !== null;
}

/** A user's mates as others see them (available or reserved, not paused), by public name ignoring case. */
export function listPublicMatesOfUser(db: Queryable, publicName: string, lat?: number, lng?: number) {
  const params = new Params();
  const name = params.add(publicName);
  const distance = distanceExpression(params, lat, lng);
  return query<MateRow>(
    db,
    `SELECT ${PUBLIC_COLUMNS}, ${distance.select} AS distance_km
       FROM mates m JOIN users u ON u.id = m.host_id
      WHERE lower(u.public_name) = lower(${name}) AND ${LISTED_MATE}
      ORDER BY m.created_at DESC, m.id`,
    params.values,
  );
}

/** Where a mate is: the address shown to its host, the city, the exact point and the public one. */
export interface MatePlace {
  location: string;
  city: string;
  latitude: number;
  longitude: number;
  approxLatitude: number;
  approxLongitude: number;
}

export interface NewMate extends MatePlace {
  id: string;
  hostId: string;
  name: string;
  description: string;
  pricePerDay: number | null;
  imageKey: string | null;
}

export async function insertMate(db: Queryable, m: NewMate) {
  await query(
    db,
    `INSERT INTO mates (id, host_id, name, description, price_per_day, image_key, location, city,
                        latitude, longitude, approx_latitude, approx_longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      m.id,
      m.hostId,
      m.name,
      m.description,
      m.pricePerDay,
      m.imageKey,
      m.location,
      m.city,
      m.latitude,
      m.longitude,
      m.approxLatitude,
      m.approxLongitude,
    ],
  );
}

/** An edit: undefined (or a null place) keeps the stored value; a null price makes the mate free. */
export interface MateChanges {
  name?: string;
  description?: string;
  pricePerDay?: number | null;
  place: MatePlace | null;
}

/** Updates the host's own mate; false when it is not theirs (or deleted). */
export async function updateOwnMate(
  db: Queryable,
  id: string,
  hostId: string,
  c: MateChanges,
): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    `UPDATE mates SET name = COALESCE($3, name), description = COALESCE($4, description),
            price_per_day = CASE WHEN $12::boolean THEN $5 ELSE price_per_day END,
            location = COALESCE($6, location), city = COALESCE($7, city),
            latitude = COALESCE($8, latitude), longitude = COALESCE($9, longitude),
            -- The public point is drawn once per exact point: re-saving the same place keeps it.
            approx_latitude = CASE WHEN $8::float8 IS NULL OR ($8 = latitude AND $9 = longitude) THEN approx_latitude ELSE $10 END,
            approx_longitude = CASE WHEN $8::float8 IS NULL OR ($8 = latitude AND $9 = longitude) THEN approx_longitude ELSE $11 END,
            updated_at = now()
      WHERE id = $1 AND host_id = $2 AND status <> 'deleted'
      RETURNING id`,
    [
      id,
      hostId,
      c.name ?? null,
      c.description ?? null,
      c.pricePerDay ?? null,
      c.place?.location ?? null,
      c.place?.city ?? null,
      c.place?.latitude ?? null,
      c.place?.longitude ?? null,
      c.place?.approxLatitude ?? null,
      c.place?.approxLongitude ?? null,
      c.pricePerDay !== undefined,
    ],
  );
  return rows.length > 0;
}

export interface LockedMate {
  id: string;
  host_id: string;
  name: string;
  status: string;
  available: boolean;
  image_key: string | null;
}

/** The host's own mate, locked for the rest of the transaction (status changes race with bookings). */
export function lockOwnMate(tx: Queryable, id: string, hostId: string) {
  return queryOne<LockedMate>(
    tx,
    `SELECT m.id, m.host_id, m.name, m.status, m.available, m.image_key
       FROM mates m
      WHERE m.id = $1 AND m.host_id = $2 AND m.status <> 'deleted'
      FOR UPDATE OF m`,
    [id, hostId],
  );
}

export async function setMateState(
  tx: Queryable,
  id: string,
  status: string,
  available: boolean,
  clearImage = false,
) {
  await query(
    tx,
    `UPDATE mates SET status = $2, available = $3, image_key = CASE WHEN $4 THEN NULL ELSE image_key END, updated_at = now()
      WHERE id = $1`,
    [id, status, available, clearImage],
  );
}

/** Travellers who have a conversation about the mate: they hear when it is available again. */
export function listInterestedTravellers(tx: Queryable, mateId: string) {
  return query<{ user_id: string }>(
    tx,
    'SELECT DISTINCT sender_id AS user_id FROM conversations WHERE mate_id = $1',
    [mateId],
  );
}

/** The first publication makes a Viajero an Anfitrión, in the same transaction as the mate. */
export async function promoteToHost(tx: Queryable, userId: string) {
  await query(tx, `UPDATE users SET role = 'host', updated_at = now() WHERE id = $1 AND role = 'traveller'`, [
    userId,
  ]);
}

/** A host's closure of one mate (days nobody may book), for a change. */
export function findClosure(tx: Queryable, mateId: string, closureId: string) {
  return queryOne<{ start_date: string }>(
    tx,
    `SELECT lower(during) AS start_date FROM mate_taken_days WHERE id = $1 AND mate_id = $2 AND booking_id IS NULL`,
    [closureId, mateId],
  );
}

export async function insertClosure(
  tx: Queryable,
  mateId: string,
  closure: { startDate: string; endDate: string; note: string | null },
) {
  await query(
    tx,
    `INSERT INTO mate_taken_days (mate_id, during, note) VALUES ($1, daterange($2::date, $3::date, '[]'), $4)`,
    [mateId, closure.startDate, closure.endDate, closure.note],
  );
}

export async function updateClosure(
  tx: Queryable,
  mateId: string,
  closureId: string,
  closure: { startDate: string; endDate: string; note: string | null },
) {
  await query(
    tx,
    `UPDATE mate_taken_days SET during = daterange($3::date, $4::date, '[]'), note = $5, updated_at = now()
      WHERE id = $1 AND mate_id = $2 AND booking_id IS NULL`,
    [closureId, mateId, closure.startDate, closure.endDate, closure.note],
  );
}

export async function deleteClosure(tx: Queryable, mateId: string, closureId: string) {
  const rows = await query(
    tx,
    'DELETE FROM mate_taken_days WHERE id = $1 AND mate_id = $2 AND booking_id IS NULL RETURNING id',
    [closureId, mateId],
  );
  return rows.length > 0;
}
