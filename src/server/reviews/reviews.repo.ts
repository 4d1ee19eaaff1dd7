import { query, queryOne, type Queryable } from '../db/sql.js';

/** Published: visible (the other side wrote too, or 14 days passed) and not hidden by an operator. */
export const PUBLISHED = 'r.visible_at IS NOT NULL AND r.hidden_at IS NULL';

/** One side's review of a booking as JSON, for the booking lists' single statement. */
const sideReview = (condition: string) => `(
  SELECT json_build_object('id', r.id, 'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at,
                           'published', r.visible_at IS NOT NULL AND r.hidden_at IS NULL,
                           'reply', CASE WHEN r.reply IS NULL THEN NULL
                                         ELSE json_build_object('text', r.reply, 'createdAt', r.replied_at) END)
    FROM reviews r WHERE r.booking_id = b.id AND ${condition})`;

/**
 * What a booking card shows of reviews, for the person on `side` of booking `b` (an SQL expression that
 * reads 'host' or 'guest'): their own review (always), the other side's once published, and when the
 * rental was completed.
 */
export const bookingReviewColumns = (side: string) => `
  b.completed_at,
  ${sideReview(`r.author_side = ${side}`)} AS my_review,
  ${sideReview(`r.author_side <> ${side} AND ${PUBLISHED}`)} AS their_review`;

export interface SideReviewJson {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  published: boolean;
  reply: { text: string; createdAt: string } | null;
}

export interface BookingReviewRow {
  completed_at: string | null;
  my_review: SideReviewJson | null;
  their_review: SideReviewJson | null;
}

/** Average (one decimal) and count of a set of published reviews, as two columns. */
export const ratingColumns = (where: string, prefix: string) => `
  (SELECT round(avg(r.rating), 1)::float8 FROM reviews r WHERE ${where} AND ${PUBLISHED}) AS ${prefix}_average,
  (SELECT count(*)::int FROM reviews r WHERE ${where} AND ${PUBLISHED}) AS ${prefix}_count`;

/** The booking a party reviews, locked: the two sides' reviews of one booking are written in turn. */
export function lockBookingForReview(tx: Queryable, bookingId: string) {
  return queryOne<{
    id: string;
    status: string;
    guest_id: string;
    host_id: string;
    mate_id: string;
    mate_name: string;
    completed_at: string | null;
    guest_public_name: string | null;
    guest_name: string;
    host_public_name: string | null;
    host_name: string;
  }>(
    tx,
    `SELECT b.id, b.status, b.guest_id, b.host_id, b.mate_id, m.name AS mate_name, b.completed_at,
            g.public_name AS guest_public_name, g.name AS guest_name,
            h.public_name AS host_public_name, h.name AS host_name
       FROM bookings b
       JOIN mates m ON m.id = b.mate_id
       JOIN users g ON g.id = b.guest_id
       JOIN users h ON h.id = b.host_id
      WHERE b.id = $1
      FOR UPDATE OF b`,
    [bookingId],
  );
}

/**
 * Writes a side's review. If the other side's is already in, both are published now; otherwise it
 * waits for theirs or for the end of the window. Returns whether both were published.
 */
export async function insertReview(
  tx: Queryable,
  review: {
    bookingId: string;
    mateId: string;
    side: 'guest' | 'host';
    authorId: string;
    subjectId: string;
    rating: number;
    comment: string;
    at: Date;
  },
) {
  await query(
    tx,
    `INSERT INTO reviews (booking_id, mate_id, author_side, author_id, subject_id, rating, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      review.bookingId,
      review.mateId,
      review.side,
      review.authorId,
      review.subjectId,
      review.rating,
      review.comment,
      review.at,
    ],
  );
  const published = await query(
    tx,
    `UPDATE reviews SET visible_at = $2
      WHERE booking_id = $1 AND visible_at IS NULL
        AND (SELECT count(*) FROM reviews WHERE booking_id = $1) = 2
      RETURNING id`,
    [review.bookingId, review.at],
  );
  return published.length === 2;
}

export function lockReviewForReply(tx: Queryable, reviewId: string) {
  return queryOne<{
    id: string;
    booking_id: string;
    subject_id: string | null;
    author_id: string | null;
    published: boolean;
    reply: string | null;
  }>(
    tx,
    `SELECT r.id, r.booking_id, r.subject_id, r.author_id, ${PUBLISHED} AS published, r.reply
       FROM reviews r WHERE r.id = $1
       FOR UPDATE`,
    [reviewId],
  );
}

export async function setReply(tx: Queryable, reviewId: string, reply: string, at: Date) {
  await query(tx, 'UPDATE reviews SET reply = $2, replied_at = $3 WHERE id = $1', [reviewId, reply, at]);
}

/**
 * Reviews written once the window closed without the other side's: published at the window's end,
 * for one booking or (null) for all. Returns who received each and who wrote it, for the notice.
 */
export function publishReviewsOfClosedWindows(
  tx: Queryable,
  bookingId: string | null,
  closedBefore: Date,
  windowDays: number,
) {
  return query<{
    booking_id: string;
    subject_id: string | null;
    author_id: string;
  }>(
    tx,
    `UPDATE reviews r SET visible_at = b.completed_at + make_interval(days => $3)
       FROM bookings b, users a
      WHERE b.id = r.booking_id AND a.id = r.author_id AND ($1::uuid IS NULL OR b.id = $1::uuid)
        AND r.visible_at IS NULL AND b.completed_at <= $2
      RETURNING r.booking_id, r.subject_id, r.author_id`,
    [bookingId, closedBefore, windowDays],
  );
}

export interface PublicReviewRow {
  id: string;
  rating: number;
  comment: string;
  visible_at: string;
  reply: string | null;
  replied_at: string | null;
  author_public_name: string | null;
  author_name: string | null;
  author_avatar_key: string | null;
  /** The author deleted their account: "Usuario eliminado". */
  author_deleted: boolean;
  subject_public_name: string | null;
  subject_name: string | null;
  subject_deleted: boolean;
  mate_id: string;
  mate_name: string;
}

/** A published review as every public view shows it, `mate` standing for its mate's row. */
const publicReviewColumns = (mate: string) => `
  r.id, r.rating, r.comment, r.visible_at, r.reply, r.replied_at,
  a.public_name AS author_public_name, a.name AS author_name, a.avatar_key AS author_avatar_key,
  (a.id IS NULL OR a.deleted_at IS NOT NULL) AS author_deleted,
  s.public_name AS subject_public_name, s.name AS subject_name,
  (s.id IS NULL OR s.deleted_at IS NOT NULL) AS subject_deleted, ${mate}.id AS mate_id, ${mate}.name AS mate_name`;

const REVIEW_PEOPLE = `
    LEFT JOIN users a ON a.id = r.author_id
    LEFT JOIN users s ON s.id = r.subject_id`;

const PUBLIC_REVIEW = `
  SELECT ${publicReviewColumns('m')}
    FROM reviews r
    JOIN mates m ON m.id = r.mate_id ${REVIEW_PEOPLE}`;

/** A person's published reviews received (as host or guest), newest first. */
export function listReviewsOfUser(db: Queryable, userId: string, limit: number) {
  return query<PublicReviewRow>(
    db,
    `${PUBLIC_REVIEW}
      WHERE r.subject_id = $1 AND ${PUBLISHED}
      ORDER BY r.visible_at DESC, r.id
      LIMIT $2`,
    [userId, limit],
  );
}

/**
 * The published reviews its guests left on mate `m` of the enclosing statement, newest first, as one
 * JSON column of PublicReviewRow (its timestamps as PostgreSQL writes them in JSON): the mate's page
 * reads them with the mate, in one statement.
 */
export const mateReviewsColumn = (limit: number) => `coalesce((
  SELECT json_agg(row_to_json(shown) ORDER BY shown.visible_at DESC, shown.id)
    FROM (SELECT ${publicReviewColumns('m')}
            FROM reviews r ${REVIEW_PEOPLE}
           WHERE r.mate_id = m.id AND r.author_side = 'guest' AND ${PUBLISHED}
           ORDER BY r.visible_at DESC, r.id
           LIMIT ${limit}) shown), '[]'::json)`;
