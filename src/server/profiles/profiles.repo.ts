import { displayName } from '../../shared/display-name.js';
import type { Locale } from '../../shared/i18n/locales.js';
import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';
import { LISTED_MATE } from '../mates/mates.repo.js';
import { ratingColumns } from '../reviews/reviews.repo.js';

export interface SessionProfileRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
  public_name: string | null;
  avatar_key: string | null;
  last_known_city: string | null;
  location: string | null;
  last_latitude: number | null;
  last_longitude: number | null;
  /** Null until the person chooses one. */
  language: Locale | null;
}

/** The identity with its profile, if it has one (a missing profile row is a Visitante). */
export function findSessionProfile(db: Queryable, userId: string) {
  return queryOne<SessionProfileRow>(
    db,
    `SELECT a.id, a.name, a.email, u.role, u.public_name, u.avatar_key, u.last_known_city, u.location,
            u.last_latitude, u.last_longitude, u.language
       FROM auth_user a
       LEFT JOIN users u ON u.id = a.id
      WHERE a.id = $1`,
    [userId],
  );
}

export interface RegistrationRow {
  id: string;
  name: string;
  email: string;
  publicName: string;
  city: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Creates or completes the profile; an Anfitrión stays one, anyone else becomes a Viajero. The account's
 * name and e-mail come from the sign-in provider, unbounded: they are cut to the profile's column limits.
 */
export function saveRegistration(db: Queryable, r: RegistrationRow) {
  return queryOne<{ id: string }>(
    db,
    `INSERT INTO users (id, name, email, role, public_name, last_known_city, location, last_latitude, last_longitude)
     VALUES ($1, left($2, 200), left($3, 320), 'traveller', $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET
       public_name = EXCLUDED.public_name,
       role = CASE WHEN users.role = 'host' THEN 'host' ELSE 'traveller' END,
       last_known_city = COALESCE(EXCLUDED.last_known_city, users.last_known_city),
       location = COALESCE(EXCLUDED.location, users.location),
       last_latitude = COALESCE(EXCLUDED.last_latitude, users.last_latitude),
       last_longitude = COALESCE(EXCLUDED.last_longitude, users.last_longitude),
       updated_at = now()
     RETURNING id`,
    [r.id, r.name, r.email, r.publicName, r.city, r.location, r.latitude, r.longitude],
  );
}

/** The name others see for a person in notifications, by the shared display-name rule. */
export async function publicNameOf(db: Queryable, userId: string): Promise<string> {
  const row = await queryOne<{ public_name: string | null; name: string }>(
    db,
    'SELECT public_name, name FROM users WHERE id = $1',
    [userId],
  );
  return displayName({ publicName: row?.public_name, name: row?.name });
}

/** Counts behind the stat cards, for one person, in one statement (spec §3 Stats). */
const STATS = `
  (SELECT count(*) FROM mates WHERE host_id = u.id AND status <> 'deleted') AS mates_published,
  (SELECT count(*) FROM mates m WHERE m.host_id = u.id AND ${LISTED_MATE}) AS mates_public,
  (SELECT count(*) FROM bookings WHERE host_id = u.id AND status IN ('confirmed', 'completed')) AS mates_rented,
  (SELECT count(*) FROM bookings WHERE guest_id = u.id) AS bookings_made,
  ${ratingColumns('r.subject_id = u.id', 'rating')}`;

export interface ProfileRow extends SessionProfileRow {
  bio: string | null;
  member_since: string;
  mates_published: number;
  mates_public: number;
  mates_rented: number;
  bookings_made: number;
  rating_average: number | null;
  rating_count: number;
}

/** The person's own profile with its stats; a Visitante without a profile row still has one (empty). */
export function findOwnProfile(db: Queryable, userId: string) {
  return queryOne<ProfileRow>(
    db,
    `SELECT a.id, a.name, a.email, u.role, u.public_name, u.bio, u.location, u.last_known_city,
            u.last_latitude, u.last_longitude, u.avatar_key, u.language,
            coalesce(u.created_at, a.created_at) AS member_since, ${STATS}
       FROM auth_user a
       LEFT JOIN users u ON u.id = a.id
      WHERE a.id = $1`,
    [userId],
  );
}

/**
 * Whose /u/{public name} page exists: not a suspended person's (it comes back when an operator
 * reinstates them) nor a deleted one's (a tombstone has no public name either).
 */
const HAS_PUBLIC_PAGE = 'u.suspended_at IS NULL AND u.deleted_at IS NULL';

export function findPublicProfile(db: Queryable, publicName: string) {
  return queryOne<ProfileRow>(
    db,
    `SELECT u.id, u.name, '' AS email, u.role, u.public_name, u.bio, NULL AS location, u.last_known_city,
            NULL::float8 AS last_latitude, NULL::float8 AS last_longitude, u.avatar_key, NULL AS language,
            u.created_at AS member_since, ${STATS}
       FROM users u
      WHERE lower(u.public_name) = lower($1) AND ${HAS_PUBLIC_PAGE}`,
    [publicName],
  );
}

/**
 * People whose /u/{public name} page exists (everyone who chose a public name), newest first, with when
 * the page last changed: the profile itself or any of their mates.
 */
export function listPublicProfileNames(db: Queryable, limit: number) {
  return query<{ public_name: string; updated_at: string }>(
    db,
    `SELECT u.public_name,
            greatest(u.updated_at, (SELECT max(m.updated_at) FROM mates m WHERE m.host_id = u.id)) AS updated_at
       FROM users u
      WHERE u.public_name IS NOT NULL AND ${HAS_PUBLIC_PAGE}
      ORDER BY u.created_at DESC, u.id
      LIMIT $1`,
    [limit],
  );
}

export interface ProfileChanges {
  id: string;
  name: string;
  email: string;
  publicName: string;
  bio: string | null | undefined;
  place: { label: string; city: string; latitude: number; longitude: number } | null | undefined;
}

/** Saves the editable fields; creates the row for a Visitante (who stays one). Undefined keeps a field. */
export async function saveProfile(db: Queryable, c: ProfileChanges) {
  const keepBio = c.bio === undefined;
  const keepPlace = c.place === undefined;
  await query(
    db,
    `INSERT INTO users (id, name, email, public_name, bio, location, last_known_city, last_latitude, last_longitude)
     VALUES ($1, left($2, 200), left($3, 320), $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO UPDATE SET
       public_name = EXCLUDED.public_name,
       bio = CASE WHEN $10 THEN users.bio ELSE EXCLUDED.bio END,
       location = CASE WHEN $11 THEN users.location ELSE EXCLUDED.location END,
       last_known_city = CASE WHEN $11 THEN users.last_known_city ELSE EXCLUDED.last_known_city END,
       last_latitude = CASE WHEN $11 THEN users.last_latitude ELSE EXCLUDED.last_latitude END,
       last_longitude = CASE WHEN $11 THEN users.last_longitude ELSE EXCLUDED.last_longitude END,
       updated_at = now()`,
    [
      c.id,
      c.name,
      c.email,
      c.publicName,
      c.bio ?? null,
      c.place?.label ?? null,
      c.place?.city ?? null,
      c.place?.latitude ?? null,
      c.place?.longitude ?? null,
      keepBio,
      keepPlace,
    ],
  );
}

/** Remembers the person's language; creates the row for a Visitante (who stays one). */
export async function saveLanguage(
  db: Queryable,
  user: { id: string; name: string; email: string },
  language: Locale,
) {
  await query(
    db,
    `INSERT INTO users (id, name, email, language) VALUES ($1, left($2, 200), left($3, 320), $4)
     ON CONFLICT (id) DO UPDATE SET language = EXCLUDED.language, updated_at = now()`,
    [user.id, user.name, user.email, language],
  );
}

/** Sets the avatar and returns the previous one, whose files the caller removes (call it in a transaction). */
export async function replaceAvatar(
  db: Queryable,
  user: { id: string; name: string; email: string },
  avatarKey: string,
) {
  const previous = await queryOne<{ avatar_key: string | null }>(
    db,
    'SELECT avatar_key FROM users WHERE id = $1 FOR UPDATE',
    [user.id],
  );
  await query(
    db,
    `INSERT INTO users (id, name, email, avatar_key) VALUES ($1, left($2, 200), left($3, 320), $4)
     ON CONFLICT (id) DO UPDATE SET avatar_key = EXCLUDED.avatar_key, updated_at = now()`,
    [user.id, user.name, user.email, avatarKey],
  );
  return previous?.avatar_key ?? null;
}
