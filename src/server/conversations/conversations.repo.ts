import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';
import { bookingReviewColumns, type BookingReviewRow } from '../reviews/reviews.repo.js';

export interface InboxRow {
  id: string;
  sender_id: string;
  is_archived_sender: boolean;
  is_archived_receiver: boolean;
  updated_at: string;
  mate_id: string;
  mate_name: string;
  mate_image_key: string | null;
  mate_status: string;
  other_public_name: string | null;
  other_name: string;
  other_avatar_key: string | null;
  other_deleted: boolean;
  last_content: string | null;
  last_hidden: boolean | null;
  last_created_at: string | null;
  last_sender_id: string | null;
  unread_count: number;
}

/** The person's conversations with the mate, the other person, the last message and the unread count. */
export function listInbox(db: Queryable, userId: string) {
  return query<InboxRow>(
    db,
    `SELECT c.id, c.sender_id, c.is_archived_sender, c.is_archived_receiver, c.updated_at,
            m.id AS mate_id, m.name AS mate_name, m.image_key AS mate_image_key, m.status AS mate_status,
            o.public_name AS other_public_name, o.name AS other_name, o.avatar_key AS other_avatar_key, o.deleted_at IS NOT NULL AS other_deleted,
            last.content AS last_content, last.hidden_at IS NOT NULL AS last_hidden, last.created_at AS last_created_at, last.sender_id AS last_sender_id,
            (SELECT count(*) FROM messages u WHERE u.conversation_id = c.id AND u.sender_id <> $1 AND NOT u.is_read) AS unread_count
       FROM conversations c
       JOIN mates m ON m.id = c.mate_id
       JOIN users o ON o.id = CASE WHEN c.sender_id = $1 THEN c.receiver_id ELSE c.sender_id END
       LEFT JOIN LATERAL (
         SELECT content, hidden_at, created_at, sender_id FROM messages WHERE conversation_id = c.id ORDER BY created_at DESC LIMIT 1
       ) last ON true
      WHERE (c.sender_id = $1 OR c.receiver_id = $1)
        -- People the person blocked leave their inbox (decision 0021).
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = $1 AND b.blocked_id = o.id)
      ORDER BY c.updated_at DESC, c.id`,
    [userId],
  );
}

export interface ConversationRow extends BookingReviewRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  is_archived_sender: boolean;
  is_archived_receiver: boolean;
  mate_id: string;
  mate_name: string;
  mate_image_key: string | null;
  mate_price: number | null;
  mate_city: string | null;
  mate_status: string;
  other_public_name: string | null;
  other_name: string;
  other_avatar_key: string | null;
  other_deleted: boolean;
  booking_id: string | null;
  booking_status: string | null;
  booking_cancelled_by: string | null;
  booking_cancel_reason: string | null;
  booking_cancel_note: string | null;
  booking_start_date: string | null;
  booking_end_date: string | null;
  booking_days: number | null;
  booking_total: number | null;
  booking_message: string | null;
  booking_created_at: string | null;
  booking_updated_at: string | null;
}

/** One of the person's conversations with its mate, the other person and their latest booking of it. */
export function findConversation(db: Queryable, id: string, userId: string) {
  return queryOne<ConversationRow>(
    db,
    `SELECT c.id, c.sender_id, c.receiver_id, c.is_archived_sender, c.is_archived_receiver,
            m.id AS mate_id, m.name AS mate_name, m.image_key AS mate_image_key, m.price_per_day AS mate_price,
            m.city AS mate_city, m.status AS mate_status,
            o.public_name AS other_public_name, o.name AS other_name, o.avatar_key AS other_avatar_key, o.deleted_at IS NOT NULL AS other_deleted,
            b.id AS booking_id, b.status AS booking_status, b.cancelled_by AS booking_cancelled_by,
            b.cancel_reason AS booking_cancel_reason, b.cancel_note AS booking_cancel_note,
            b.start_date AS booking_start_date, b.end_date AS booking_end_date, b.days AS booking_days,
            b.total AS booking_total,
            b.message AS booking_message, b.created_at AS booking_created_at, b.updated_at AS booking_updated_at,
            ${bookingReviewColumns(`CASE WHEN b.host_id = $2 THEN 'host' ELSE 'guest' END`)}
       FROM conversations c
       JOIN mates m ON m.id = c.mate_id
       JOIN users o ON o.id = CASE WHEN c.sender_id = $2 THEN c.receiver_id ELSE c.sender_id END
       LEFT JOIN LATERAL (
         SELECT * FROM bookings WHERE mate_id = c.mate_id AND guest_id = c.sender_id ORDER BY created_at DESC LIMIT 1
       ) b ON true
      WHERE c.id = $1 AND (c.sender_id = $2 OR c.receiver_id = $2)`,
    [id, userId],
  );
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  is_read: boolean;
  created_at: string;
  hidden_at: string | null;
}

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, content, is_read, created_at, hidden_at';

/** Whether a message belongs to a conversation (a page's `before` must be one of its messages). */
export async function messageInConversation(db: Queryable, conversationId: string, messageId: string) {
  const rows = await query(db, 'SELECT 1 FROM messages WHERE id = $1 AND conversation_id = $2', [
    messageId,
    conversationId,
  ]);
  return rows.length > 0;
}

/**
 * A page of a thread, oldest first: the latest `limit` messages, or the `limit` before the message
 * `before`. One extra row is read to tell whether earlier ones exist.
 */
export async function listMessages(
  db: Queryable,
  conversationId: string,
  { before, limit }: { before?: string; limit: number },
) {
  const rows = await query<MessageRow>(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM (
       SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.conversation_id = $1
          AND ($2::uuid IS NULL OR (m.created_at, m.id) < (
                SELECT c.created_at, c.id FROM messages c WHERE c.id = $2 AND c.conversation_id = $1))
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT $3
     ) page ORDER BY created_at, id`,
    [conversationId, before ?? null, limit + 1],
  );
  const hasEarlier = rows.length > limit;
  return { rows: hasEarlier ? rows.slice(1) : rows, hasEarlier };
}

/** Marks the other party's unread messages read; returns how many changed. */
export async function markMessagesRead(db: Queryable, conversationId: string, readerId: string) {
  const rows = await query(
    db,
    `UPDATE messages SET is_read = true WHERE conversation_id = $1 AND sender_id <> $2 AND NOT is_read RETURNING id`,
    [conversationId, readerId],
  );
  return rows.length;
}

/** The conversation between a traveller and a host about a mate, created on first contact. */
export async function getOrCreateConversation(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  mateId: string,
) {
  const row = await queryOne<{ id: string }>(
    tx,
    `INSERT INTO conversations (sender_id, receiver_id, mate_id) VALUES ($1, $2, $3)
     ON CONFLICT (sender_id, receiver_id, mate_id) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [senderId, receiverId, mateId],
  );
  return row!.id;
}

export interface Participants {
  id: string;
  sender_id: string;
  receiver_id: string;
  mate_id: string;
}

export function findParticipants(db: Queryable, id: string, userId: string) {
  return queryOne<Participants>(
    db,
    'SELECT id, sender_id, receiver_id, mate_id FROM conversations WHERE id = $1 AND (sender_id = $2 OR receiver_id = $2)',
    [id, userId],
  );
}

export interface NewMessageRow extends MessageRow {
  sender_public_name: string | null;
  sender_name: string;
}

/**
 * Adds a message; the conversation moves to the top and comes back from the recipient's archive. The
 * row comes back with the sender's names, for the notification.
 */
export async function insertMessage(
  tx: Queryable,
  conversationId: string,
  senderId: string,
  content: string,
) {
  const message = await queryOne<NewMessageRow>(
    tx,
    `WITH message AS (
       INSERT INTO messages (conversation_id, sender_id, content) VALUES ($1, $2, $3) RETURNING ${MESSAGE_COLUMNS}
     ), moved AS (
       UPDATE conversations SET updated_at = now(), last_message_at = now(),
              is_archived_sender = CASE WHEN sender_id = $2 THEN is_archived_sender ELSE false END,
              is_archived_receiver = CASE WHEN receiver_id = $2 THEN is_archived_receiver ELSE false END
        WHERE id = $1
     )
     SELECT m.*, u.public_name AS sender_public_name, u.name AS sender_name
       FROM message m JOIN users u ON u.id = m.sender_id`,
    [conversationId, senderId, content],
  );
  return message!;
}

/** Archiving is per side: it flips the flag of whichever party the person is. */
export async function setArchived(db: Queryable, id: string, userId: string, archived: boolean) {
  const rows = await query(
    db,
    `UPDATE conversations SET
            is_archived_sender = CASE WHEN sender_id = $2 THEN $3 ELSE is_archived_sender END,
            is_archived_receiver = CASE WHEN receiver_id = $2 THEN $3 ELSE is_archived_receiver END
      WHERE id = $1 AND (sender_id = $2 OR receiver_id = $2)
      RETURNING id`,
    [id, userId, archived],
  );
  return rows.length > 0;
}

/** The host of a mate someone may still write about (not deleted, hidden or of a suspended host). */
export function findMateHost(db: Queryable, mateId: string) {
  return queryOne<{ host_id: string }>(
    db,
    `SELECT host_id FROM mates WHERE id = $1 AND status <> 'deleted' AND hidden_at IS NULL AND NOT host_suspended`,
    [mateId],
  );
}
