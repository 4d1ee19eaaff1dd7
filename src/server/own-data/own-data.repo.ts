import type { OwnDataSection } from '../../shared/schemas/own-data.js';
import { query, queryOne, type Queryable } from '../db/sql.js';
import { toNotificationItem } from '../notifications/notification-item.js';
import { allNotificationsOf } from '../notifications/notifications.repo.js';

/** Whose data: the account's id and e-mail, and the moment of the export (reviews' double-blind). */
export interface DataSubject {
  id: string;
  email: string;
  now: Date;
}

type Row = Record<string, unknown>;

/** The name another person shows in the export: their public name, never their e-mail or location. */
const OTHER = (alias: string) =>
  `CASE WHEN ${alias}.deleted_at IS NOT NULL THEN NULL ELSE ${alias}.public_name END`;

/** What the download says of a send that failed and will be retried. */
export const FAILED_ATTEMPT = 'delivery failed, will be retried';

/** The person's own profile, from the identity even when they never registered. */
export function exportProfile(db: Queryable, id: string) {
  return queryOne<Row>(
    db,
    `SELECT a.id, a.email, a.name, a.email_verified, a.created_at AS account_created_at,
            u.public_name, u.role, u.is_admin, u.bio, u.location, u.last_known_city AS city,
            u.last_latitude AS latitude, u.last_longitude AS longitude, u.avatar_key,
            u.suspended_at, u.suspension_reason, u.created_at AS profile_created_at, u.updated_at
       FROM auth_user a LEFT JOIN users u ON u.id = a.id
      WHERE a.id = $1`,
    [id],
  );
}

/**
 * One query per section, each reading only what belongs to the person (other people appear by public
 * name alone). Keyed by the shared list of sections, so a section cannot be forgotten here.
 */
export const exportSections: Record<OwnDataSection, (db: Queryable, who: DataSubject) => Promise<Row[]>> = {
  mates: (db, who) =>
    query(
      db,
      `SELECT id, name, description, price_per_day, status, image_key, location, city, latitude, longitude,
              hidden_at, hidden_reason, created_at, updated_at
         FROM mates WHERE host_id = $1 ORDER BY created_at`,
      [who.id],
    ),
  blockedDays: (db, who) =>
    query(
      db,
      `SELECT t.mate_id, m.name AS mate_name, lower(t.during) AS start_date, upper(t.during) - 1 AS end_date,
              t.note, t.created_at
         FROM mate_taken_days t JOIN mates m ON m.id = t.mate_id
        WHERE m.host_id = $1 AND t.booking_id IS NULL ORDER BY lower(t.during)`,
      [who.id],
    ),
  bookings: (db, who) =>
    query(
      db,
      `SELECT b.id, CASE WHEN b.guest_id = $1 THEN 'guest' ELSE 'host' END AS side, b.mate_id,
              m.name AS mate_name, ${OTHER('o')} AS other_person, b.status, b.start_date, b.end_date, b.days,
              b.total, b.message, b.cancel_reason, b.cancelled_by, b.cancel_note, b.conversation_id,
              b.created_at, b.updated_at, b.completed_at
         FROM bookings b
         JOIN mates m ON m.id = b.mate_id
         JOIN users o ON o.id = CASE WHEN b.guest_id = $1 THEN b.host_id ELSE b.guest_id END
        WHERE b.guest_id = $1 OR b.host_id = $1
        ORDER BY b.created_at`,
      [who.id],
    ),
  conversations: (db, who) =>
    query(
      db,
      `SELECT c.id, c.mate_id, m.name AS mate_name, ${OTHER('o')} AS other_person,
              CASE WHEN c.sender_id = $1 THEN 'traveller' ELSE 'host' END AS side, c.created_at, c.last_message_at
         FROM conversations c
         JOIN mates m ON m.id = c.mate_id
         JOIN users o ON o.id = CASE WHEN c.sender_id = $1 THEN c.receiver_id ELSE c.sender_id END
        WHERE c.sender_id = $1 OR c.receiver_id = $1
        ORDER BY c.created_at`,
      [who.id],
    ),
  messages: (db, who) =>
    query(
      db,
      `SELECT id, conversation_id, content, is_read, created_at
         FROM messages WHERE sender_id = $1 ORDER BY created_at`,
      [who.id],
    ),
  reviewsWritten: (db, who) =>
    query(
      db,
      `SELECT r.id, r.booking_id, r.mate_id, m.name AS mate_name, ${OTHER('s')} AS about, r.author_side AS side,
              r.rating, r.comment, r.reply, r.replied_at, r.hidden_at, r.created_at
         FROM reviews r
         JOIN mates m ON m.id = r.mate_id
         LEFT JOIN users s ON s.id = r.subject_id
        WHERE r.author_id = $1 ORDER BY r.created_at`,
      [who.id],
    ),
  // Double-blind: a review about the person shows only once they could read it in Ronda.
  reviewsReceived: (db, who) =>
    query(
      db,
      `SELECT r.id, r.booking_id, r.mate_id, m.name AS mate_name, ${OTHER('a')} AS author, r.author_side,
              r.rating, r.comment, r.reply, r.replied_at, r.hidden_at, r.created_at
         FROM reviews r
         JOIN bookings b ON b.id = r.booking_id
         JOIN mates m ON m.id = r.mate_id
         LEFT JOIN users a ON a.id = r.author_id
        WHERE r.subject_id = $1
          AND (EXISTS (SELECT 1 FROM reviews mine WHERE mine.booking_id = r.booking_id AND mine.author_side <> r.author_side)
               OR b.completed_at <= $2::timestamptz - interval '14 days')
        ORDER BY r.created_at`,
      [who.id, who.now],
    ),
  // A reported person by public name (their id is internal); a mate, message or review by its id.
  reports: (db, who) =>
    query(
      db,
      `SELECT r.id, r.target_type, CASE WHEN r.target_type = 'user' THEN NULL ELSE r.target_id END AS target_id,
              CASE WHEN r.target_type = 'user' THEN ${OTHER('u')} END AS reported_person,
              r.reason, r.details, r.status, r.created_at, r.resolved_at
         FROM reports r LEFT JOIN users u ON r.target_type = 'user' AND u.id::text = r.target_id
        WHERE r.reporter_id = $1 ORDER BY r.created_at`,
      [who.id],
    ),
  blocks: (db, who) =>
    query(
      db,
      `SELECT ${OTHER('u')} AS blocked_person, b.created_at
         FROM user_blocks b JOIN users u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1 ORDER BY b.created_at`,
      [who.id],
    ),
  contactMessages: (db, who) =>
    query(
      db,
      `SELECT id, name, email, city, comments, created_at, answered_at
         FROM contact_messages WHERE user_id = $1 OR lower(email) = lower($2) ORDER BY created_at`,
      [who.id, who.email],
    ),
  // Worded as the list words them: whoever acted is named as they are now.
  notifications: async (db, who) =>
    (await allNotificationsOf(db, who.id)).map((row) => {
      const item = toNotificationItem(row, who.now);
      return {
        id: item.id,
        type: item.type,
        text: item.text,
        content: item.content,
        link: item.link,
        is_read: item.isRead,
        created_at: item.createdAt,
      };
    }),
  // What they chose to receive by e-mail, and the e-mails queued, sent or dropped for them.
  notificationPreferences: (db, who) =>
    query(
      db,
      `SELECT category, email, updated_at FROM notification_preferences WHERE user_id = $1 ORDER BY category`,
      [who.id],
    ),
  // Who acted is another person: named in the notifications section, not by id here. Why a row was
  // dropped is Ronda's own words ("turned off"); a failed attempt's error is whatever the mail server or
  // push service said (addresses, ports), so the person reads only that it failed.
  outbox: (db, who) =>
    query(
      db,
      `SELECT id, channel, category, kind, payload - 'actorId' AS payload, send_after, attempts, sent_at, dropped_at,
              CASE WHEN dropped_at IS NOT NULL OR last_error IS NULL THEN last_error ELSE '${FAILED_ATTEMPT}' END
                AS last_error,
              created_at
         FROM outbox WHERE user_id = $1 ORDER BY created_at`,
      [who.id],
    ),
  // Never the session's token: only where and from what each one signed in.
  sessions: (db, who) =>
    query(
      db,
      `SELECT created_at, updated_at, expires_at, ip_address, user_agent
         FROM auth_session WHERE user_id = $1 ORDER BY created_at`,
      [who.id],
    ),
  // The devices that get pushes, by their push service (never the endpoint's secret path or the keys).
  pushSubscriptions: (db, who) =>
    query(
      db,
      `SELECT split_part(endpoint, '/', 3) AS push_service, categories, user_agent, created_at, updated_at
         FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
      [who.id],
    ),
  signInMethods: (db, who) =>
    query(db, `SELECT provider_id, created_at FROM auth_account WHERE user_id = $1 ORDER BY created_at`, [
      who.id,
    ]),
};

/** The account about to be deleted, locked: its names and photos, and whether it has a profile row. */
export function lockAccount(tx: Queryable, id: string) {
  return queryOne<{
    email: string;
    name: string;
    public_name: string | null;
    avatar_key: string | null;
    has_profile: boolean;
  }>(
    tx,
    `SELECT a.email, a.name, u.public_name, u.avatar_key, u.id IS NOT NULL AS has_profile
       FROM auth_user a LEFT JOIN users u ON u.id = a.id
      WHERE a.id = $1
      FOR UPDATE OF a`,
    [id],
  );
}

/** The host's mates that are still up (not deleted): they go the way of a deleted mate. */
export function lockLiveMatesOfHost(tx: Queryable, hostId: string) {
  return query<{ id: string; name: string; image_key: string | null }>(
    tx,
    `SELECT id, name, image_key FROM mates WHERE host_id = $1 AND status <> 'deleted' ORDER BY id FOR UPDATE`,
    [hostId],
  );
}

/**
 * Everything personal goes; the profile row stays as a tombstone without personal data, because others'
 * conversations, bookings and reviews point at it. The identity stays scrubbed for the same reason (the
 * profile row references it); without a profile row it is deleted outright.
 */
export async function eraseAccount(tx: Queryable, id: string, email: string, hasProfile: boolean) {
  const steps = [
    // What the person received or kept for themself.
    'DELETE FROM notifications WHERE user_id = $1',
    'DELETE FROM push_subscriptions WHERE user_id = $1',
    'DELETE FROM outbox WHERE user_id = $1',
    'DELETE FROM notification_preferences WHERE user_id = $1',
    'DELETE FROM user_events WHERE user_id = $1',
    'DELETE FROM user_blocks WHERE blocker_id = $1 OR blocked_id = $1',
    'DELETE FROM rate_limits WHERE subject = $1',
    // Their messages to Ronda's team name them and give their address: they go with the account.
    'DELETE FROM contact_messages WHERE user_id = $1',
    // Their reviews and reports stay for others and for the operators, without an author.
    'UPDATE reviews SET author_id = NULL WHERE author_id = $1',
    'UPDATE reports SET reporter_id = NULL WHERE reporter_id = $1',
    // Their (now deleted) mates keep a name for others' history; the exact address and blocks go.
    `DELETE FROM mate_taken_days t USING mates m WHERE m.id = t.mate_id AND m.host_id = $1 AND t.booking_id IS NULL`,
    `UPDATE mates SET description = '', location = NULL, latitude = approx_latitude, longitude = approx_longitude,
            image_key = NULL, updated_at = now()
      WHERE host_id = $1`,
    // Signing in: every session, linked provider and pending link.
    'DELETE FROM auth_session WHERE user_id = $1',
    'DELETE FROM auth_account WHERE user_id = $1',
  ];
  for (const step of steps) await query(tx, step, [id]);
  await query(tx, 'DELETE FROM contact_messages WHERE lower(email) = lower($1)', [email]);
  await query(
    tx,
    `DELETE FROM auth_verification WHERE identifier IN ($1, $2) OR strpos(lower(value), lower($2)) > 0
        OR strpos(value, $1) > 0`,
    [id, email],
  );
  if (!hasProfile) {
    await query(tx, 'DELETE FROM auth_user WHERE id = $1', [id]);
    return;
  }
  await query(
    tx,
    `UPDATE users SET name = '', email = '', public_name = NULL, bio = NULL, location = NULL,
            last_known_city = NULL, last_latitude = NULL, last_longitude = NULL, avatar_key = NULL,
            is_admin = false, suspended_at = NULL, suspension_reason = NULL, deleted_at = now(), updated_at = now()
      WHERE id = $1`,
    [id],
  );
  await query(
    tx,
    `UPDATE auth_user SET name = '', email = 'deleted-' || id || '@invalid', email_verified = false, image = NULL,
            updated_at = now()
      WHERE id = $1`,
    [id],
  );
}
