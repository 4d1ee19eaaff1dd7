import type { BookingStatus } from './bookings.js';
import type { Message } from './conversations.js';
import type { NotificationItem } from './notifications.js';

/** What a signed-in person's live stream (GET /api/events, Server-Sent Events) carries. */
export interface LiveEventData {
  /** A new notification, with the unread count after it. */
  notification: { notification: NotificationItem; unreadCount: number };
  /** Notifications were read or deleted (possibly in another tab). */
  notifications: { unreadCount: number };
  /** A new message in one of the person's conversations (their own included, for their other tabs). */
  message: { conversationId: string; message: Message };
  /**
   * A conversation's read state or archive flag changed: `readerId` read the other party's messages,
   * or the person set their own `archived` flag.
   */
  conversation: { conversationId: string; readerId?: string; archived?: boolean };
  /** A booking the person is party to was created or changed status. */
  booking: { bookingId: string; status: BookingStatus; mateId: string; conversationId: string | null };
}

export type LiveEventType = keyof LiveEventData;

export type LiveEvent = {
  [K in LiveEventType]: { id: number; type: K; data: LiveEventData[K] };
}[LiveEventType];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'notification',
  'notifications',
  'message',
  'conversation',
  'booking',
];
