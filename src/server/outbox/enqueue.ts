import type pg from 'pg';
import type { NotificationCategory } from '../../shared/schemas/notification-preferences.js';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/sql.js';
import type { NewNotification } from '../notifications/notifications.repo.js';
import { bookingDetails, insertEmails, insertPushes, type NewOutboxRow } from './outbox.repo.js';

/** A message still unread this long after it arrived reaches e-mail (one per conversation). */
export const UNREAD_MESSAGE_DELAY_MS = 10 * 60_000;

/** How an app's outbox works, for whatever transaction of its pool notifies. */
export interface OutboxBinding {
  clock: Clock;
  /** Whether e-mails and pushes are sent at all: a channel that is off queues nothing. */
  email: boolean;
  push: boolean;
  /** Queues a sending run in the transaction, `delayMs` from now (the rows fall due then). */
  wake(tx: Queryable, delayMs: number): Promise<unknown>;
}

/** Per connection, its app's binding (a holder: connections outlive an app that closes). */
const bindings = new WeakMap<object, { current: OutboxBinding }>();

/**
 * notify() runs inside transactions of many services and knows only their connection; the app binds
 * its outbox (clock, channels, the job that sends) to every connection its pool hands out.
 */
export function bindOutbox(pool: pg.Pool, binding: OutboxBinding): () => void {
  const holder = { current: binding };
  const bind = (client: pg.PoolClient) => bindings.set(client, holder);
  bindings.set(pool, holder);
  pool.on('acquire', bind);
  return () => {
    pool.off('acquire', bind);
    // A closing app queues no more jobs; the minutely run of whichever process is up sends the rows.
    holder.current = { ...binding, wake: async () => undefined };
  };
}

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

const CONVERSATION_LINK = /^\/conversations\/([0-9a-f-]{36})$/;

/**
 * Queues, in the notification's transaction, the e-mails and pushes its recipients want: booking news, reminders
 * and review invitations at once; a chat message as the conversation's one waiting "unread messages"
 * e-mail, due ten minutes later (decision 0025).
 */
export async function queueOutbox(tx: Queryable, notifications: readonly NewNotification[]) {
  const binding = bindings.get(tx)?.current;
  const email = binding?.email ?? true;
  const push = binding?.push ?? true;
  if (!email && !push) return;
  const now = binding?.clock.now() ?? new Date();
  const rows: NewOutboxRow[] = [];
  const withBooking: { notification: NewNotification; category: NotificationCategory }[] = [];
  for (const notification of notifications) {
    const category = categoryOf(notification);
    if (!category) continue;
    if (category !== 'messages') {
      withBooking.push({ notification, category });
      continue;
    }
    const conversationId = CONVERSATION_LINK.exec(notification.link)?.[1];
    if (!conversationId) continue;
    rows.push({
      userId: notification.userId,
      category,
      kind: 'unread_messages',
      payload: { conversationId },
      dedupeKey: `messages:${notification.userId}:${conversationId}`,
      sendAfter: new Date(now.getTime() + UNREAD_MESSAGE_DELAY_MS),
    });
  }
  if (withBooking.length > 0) {
    const bookings = new Map(
      (await bookingDetails(tx, [...new Set(withBooking.map((n) => n.notification.bookingId!))])).map(
        (booking) => [booking.id, booking],
      ),
    );
    for (const { notification, category } of withBooking) {
      const booking = bookings.get(notification.bookingId!);
      if (!booking) continue;
      rows.push({
        userId: notification.userId,
        category,
        kind: notification.type === 'mate_status_changed' ? 'booking_withdrawn' : notification.type,
        payload: {
          text: notification.text,
          content: notification.content ?? null,
          link: notification.link,
          bookingId: booking.id,
          mateId: booking.mate_id,
          mate: booking.mate_name,
          startDate: booking.start_date,
          endDate: booking.end_date,
        },
        dedupeKey: null,
        sendAfter: now,
      });
    }
  }
  if (rows.length === 0) return;
  const queued = [
    ...(email ? await insertEmails(tx, rows) : []),
    ...(push ? await insertPushes(tx, rows) : []),
  ];
  if (!binding) return;
  // One sending run per moment something falls due; the minutely run is the safety net.
  for (const at of new Set(queued.map((row) => row.send_after)))
    await binding.wake(tx, new Date(at).getTime() - now.getTime());
}
