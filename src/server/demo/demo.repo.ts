import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';

/** The demo data's own SQL: what the services cannot do for it (dating things back, console work). */

export async function hasAccounts(db: Queryable) {
  const row = await queryOne<{ count: number }>(db, 'SELECT count(*) AS count FROM auth_user');
  return (row?.count ?? 0) > 0;
}

export async function makeOperator(db: Queryable, userId: string) {
  await query(db, 'UPDATE users SET is_admin = true WHERE id = $1', [userId]);
}

/** The database's own time now: what is written after it can be told apart and dated back. */
export async function databaseNow(db: Queryable): Promise<Date> {
  return (await queryOne<{ at: Date }>(db, 'SELECT clock_timestamp() AS at'))!.at;
}

/**
 * Dates back to `when` what the services wrote at the database's own time since `mark` (messages,
 * notifications, the conversation's order, the booking's last change). Read unless `read` is false.
 */
export async function dateBack(db: Queryable, mark: Date, when: Date, read: boolean) {
  await query(
    db,
    'UPDATE notifications SET created_at = $1, is_read = is_read OR $3 WHERE created_at >= $2',
    [when, mark, read],
  );
  await query(db, 'UPDATE messages SET created_at = $1, is_read = true WHERE created_at >= $2', [when, mark]);
  await query(
    db,
    `UPDATE conversations
        SET created_at = CASE WHEN created_at >= $2 THEN $1 ELSE created_at END,
            updated_at = CASE WHEN updated_at >= $2 THEN $1 ELSE updated_at END,
            last_message_at = CASE WHEN last_message_at >= $2 THEN $1 ELSE last_message_at END
      WHERE created_at >= $2 OR updated_at >= $2 OR last_message_at >= $2`,
    [when, mark],
  );
  await query(db, 'UPDATE bookings SET updated_at = $1 WHERE updated_at >= $2', [when, mark]);
}

/** The guest already reviewed: their invitation to review that booking reads as read. */
export async function markReviewInviteRead(db: Queryable, userId: string, bookingId: string) {
  await query(
    db,
    `UPDATE notifications SET is_read = true WHERE user_id = $1 AND type = 'review_invite' AND booking_id = $2`,
    [userId, bookingId],
  );
}

export function reviewsOfBooking(db: Queryable, bookingId: string) {
  return query<{ id: string; author_side: string }>(
    db,
    'SELECT id, author_side FROM reviews WHERE booking_id = $1',
    [bookingId],
  );
}

/** "Miembro desde": when the person joined, on the profile and the account. */
export async function setJoined(db: Queryable, userId: string, when: Date) {
  await query(db, 'UPDATE users SET created_at = $2 WHERE id = $1', [userId, when]);
  await query(db, 'UPDATE auth_user SET created_at = $2 WHERE id = $1', [userId, when]);
}

/** When the mate was published: `when`, or earlier than anyone asked for it or wrote about it. */
export async function setPublished(db: Queryable, mateId: string, when: Date) {
  await query(
    db,
    `UPDATE mates m
        SET created_at = least($2::timestamptz,
              (SELECT min(created_at) FROM bookings WHERE mate_id = m.id) - interval '2 days',
              (SELECT min(created_at) FROM conversations WHERE mate_id = m.id) - interval '2 days')
      WHERE id = $1`,
    [mateId, when],
  );
}

export async function insertMateReport(db: Queryable, reporterId: string, mateId: string, details: string) {
  await query(
    db,
    `INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
     VALUES ($1, 'mate', $2, 'spam', $3)`,
    [reporterId, mateId, details],
  );
}

/** A contact-form question, already forwarded: a demo question never reaches a real contact webhook. */
export async function insertForwardedQuestion(
  db: Queryable,
  question: { name: string; email: string; city: string; comments: string },
) {
  await query(
    db,
    `INSERT INTO contact_messages (name, email, city, comments, forwarded_at) VALUES ($1, $2, $3, $4, now())`,
    [question.name, question.email, question.city, question.comments],
  );
}
