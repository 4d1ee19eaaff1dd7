import type { Queryable } from '../db/sql.js';
import { queryOne } from '../db/sql.js';

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
}

/** The identity with its profile, if it has one (a missing profile row is a Visitante). */
export function findSessionProfile(db: Queryable, userId: string) {
  return queryOne<SessionProfileRow>(
    db,
    `SELECT a.id, a.name, a.email, u.role, u.public_name, u.avatar_key, u.last_known_city, u.location,
            u.last_latitude, u.last_longitude
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

/** Creates or completes the profile; an Anfitrión stays one, anyone else becomes a Viajero. */
export function saveRegistration(db: Queryable, r: RegistrationRow) {
  return queryOne<{ id: string }>(
    db,
    `INSERT INTO users (id, name, email, role, public_name, last_known_city, location, last_latitude, last_longitude)
     VALUES ($1, $2, $3, 'traveller', $4, $5, $6, $7, $8)
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

/** The name others see for a person in notifications: public name, else account name. */
export async function publicNameOf(db: Queryable, userId: string): Promise<string> {
  const row = await queryOne<{ name: string }>(
    db,
    `SELECT coalesce(public_name, nullif(name, ''), 'Usuario') AS name FROM users WHERE id = $1`,
    [userId],
  );
  return row?.name ?? 'Usuario';
}
