import type { LinkTarget } from '../../shared/app-routes.js';
import type { NotificationCategory } from '../../shared/schemas/notification-preferences.js';
import type { Queryable } from '../db/sql.js';
import type { NewNotification } from '../notifications/notifications.repo.js';
import type { Wording } from '../notifications/wording.js';
import { insertEmails, insertPushes, type NewOutboxRow, type QueuedRow } from './outbox.repo.js';

/** A message still unread this long after it arrived reaches e-mail (one per conversation). */
export const UNREAD_MESSAGE_DELAY_MS = 10 * 60_000;

const BOOKING_NEWS: ReadonlySet<string> = new Set([
  'new_booking',
  'booking_confirmed',
  'booking_rejected',
  'booking_expired',
  'booking_cancelled',
  // Told to the host when a guest withdraws a request (it names the booking only then).
  'mate_status_changed',
]);

/**
 * The e-mail category of a notification, or null when it stays in the app. News of a booking reach
 * e-mail only when they name it (the booker's own receipt does not).
 */
function categoryOf(notification: NewNotification): NotificationCategory | null {
  if (notification.type === 'new_message') return 'messages';
  if (!notification.bookingId) return null;
  if (notification.type === 'booking_reminder') return 'reminders';
  if (notification.type === 'review_invite') return 'reviews';
  return BOOKING_NEWS.has(notification.type) ? 'bookings' : null;
}

/** Which channels queue anything: a channel that is off queues nothing. */
export interface OutboxChannels {
  email: boolean;
  push: boolean;
}

/** What a queued row of booking news holds: ids and the wording, named and described when sent. */
export interface BookingNewsPayload {
  says: Wording;
  actorId: string | null;
  content: string | null;
  target: LinkTarget;
  bookingId: string;
}

/**
 * Queues, in the notification's transaction, the e-mails and pushes its recipients want: booking news, reminders
 * and review invitations at once; a chat message as the conversation's one waiting "unread messages"
 * e-mail, due ten minutes later (decision 0025). Resolves to the rows queued, for their delivery jobs.
 */
export async function queueOutbox(
  tx: Queryable,
  notifications: readonly NewNotification[],
  channels: OutboxChannels,
  now: Date,
): Promise<QueuedRow[]> {
  if (!channels.email && !channels.push) return [];
  const rows: NewOutboxRow[] = [];
  for (const notification of notifications) {
    const category = categoryOf(notification);
    if (!category) continue;
    if (category === 'messages') {
      const { conversationId } = notification;
      if (!conversationId) continue;
      rows.push({
        userId: notification.userId,
        category,
        kind: 'unread_messages',
        payload: { conversationId },
        dedupeKey: `messages:${notification.userId}:${conversationId}`,
        sendAfter: new Date(now.getTime() + UNREAD_MESSAGE_DELAY_MS),
      });
      continue;
    }
    const payload: BookingNewsPayload = {
      says: notification.says,
      actorId: notification.actorId ?? null,
      content: notification.content ?? null,
      target: notification.target,
      bookingId: notification.bookingId!,
    };
    rows.push({
      userId: notification.userId,
      category,
      kind: notification.type === 'mate_status_changed' ? 'booking_withdrawn' : notification.type,
      payload: { ...payload },
      dedupeKey: null,
      sendAfter: now,
    });
  }
  if (rows.length === 0) return [];
  const queued = [
    ...(channels.email ? await insertEmails(tx, rows) : []),
    ...(channels.push ? await insertPushes(tx, rows) : []),
  ];
  return queued;
}
