import { query, queryOne, type Queryable } from '../db/sql.js';

/** A mate's photos in its host's order, as one JSON column of the mate's own row (the cover first). */
export const PHOTOS_COLUMN = `coalesce((SELECT json_agg(json_build_object('id', p.id, 'key', p.image_key) ORDER BY p.position)
              FROM mate_photos p WHERE p.mate_id = m.id), '[]'::json) AS photos`;

export interface PhotoRow {
  id: string;
  key: string;
}

export function listPhotos(tx: Queryable, mateId: string) {
  return query<PhotoRow>(
    tx,
    `SELECT id, image_key AS key FROM mate_photos WHERE mate_id = $1 ORDER BY position`,
    [mateId],
  );
}

/** Adds a photo after the others. */
export async function appendPhoto(tx: Queryable, mateId: string, key: string) {
  await query(
    tx,
    `INSERT INTO mate_photos (mate_id, image_key, position)
     SELECT $1, $2, coalesce(max(position) + 1, 0) FROM mate_photos WHERE mate_id = $1`,
    [mateId, key],
  );
}

/** Removes one photo of the mate and closes the gap; answers its key, or null when it is not the mate's. */
export async function deletePhoto(tx: Queryable, mateId: string, photoId: string) {
  const removed = await queryOne<{ key: string }>(
    tx,
    `DELETE FROM mate_photos WHERE mate_id = $1 AND id = $2 RETURNING image_key AS key`,
    [mateId, photoId],
  );
  if (!removed) return null;
  await renumber(tx, mateId, null);
  return removed.key;
}

/** Puts the mate's photos in the given order (every one of them, each once: the caller checks). */
export async function orderPhotos(tx: Queryable, mateId: string, photoIds: readonly string[]) {
  await renumber(tx, mateId, photoIds);
}

async function renumber(tx: Queryable, mateId: string, photoIds: readonly string[] | null) {
  await query(
    tx,
    photoIds
      ? `UPDATE mate_photos p SET position = o.n - 1
           FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, n)
          WHERE p.mate_id = $1 AND p.id = o.id`
      : `UPDATE mate_photos p SET position = o.n - 1
           FROM (SELECT id, row_number() OVER (ORDER BY position) AS n FROM mate_photos WHERE mate_id = $1) o
          WHERE p.id = o.id`,
    photoIds ? [mateId, photoIds] : [mateId],
  );
}

/** The first photo becomes the mate's image (its cover), or none when no photo is left. */
export async function syncCover(tx: Queryable, mateId: string) {
  await query(
    tx,
    `UPDATE mates SET updated_at = now(),
            image_key = (SELECT image_key FROM mate_photos WHERE mate_id = $1 ORDER BY position LIMIT 1)
      WHERE id = $1`,
    [mateId],
  );
}

/**
 * Forgets every photo of a mate being deleted; answers their keys and its cover's (each once), for
 * their files to go too.
 */
export async function deletePhotosOfMate(tx: Queryable, mateId: string, cover: string | null) {
  const rows = await query<{ key: string }>(
    tx,
    `DELETE FROM mate_photos WHERE mate_id = $1 RETURNING image_key AS key`,
    [mateId],
  );
  const keys = rows.map((row) => row.key);
  return [...new Set(cover ? [cover, ...keys] : keys)];
}

/** How many photos the host's own mate has; null when it is not theirs or is deleted. */
export async function countOwnPhotos(db: Queryable, mateId: string, hostId: string) {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT (SELECT count(*)::int FROM mate_photos p WHERE p.mate_id = m.id) AS n
       FROM mates m WHERE m.id = $1 AND m.host_id = $2 AND m.status <> 'deleted'`,
    [mateId, hostId],
  );
  return row?.n ?? null;
}
