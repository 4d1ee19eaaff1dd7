import { conversationPath, pathOf, type LinkTarget } from '../../shared/app-routes.js';
import { displayName } from '../../shared/display-name.js';
import type { Queryable } from '../db/sql.js';
import { parseWording, renderWording } from '../notifications/wording.js';
import type { PushPayload } from '../push/web-push-sender.js';
import {
  renderBookingNews,
  renderUnreadMessages,
  type BookingNews,
  type EmailFrame,
  type RenderedEmail,
  type UnreadMessages,
} from './email-templates.js';
import type { BookingNewsPayload } from './enqueue.js';
import {
  conversationContext,
  latestMessageTime,
  newsContextOf,
  unreadMessagesOf,
  type OutboxRow,
} from './outbox.repo.js';
import { pushOfBookingNews, pushOfUnreadMessages } from './push-payloads.js';

/** Quoted messages in an unread-messages e-mail; the rest are counted. */
const QUOTED_MESSAGES = 5;

/** What one row becomes: something to send (and what it covered), or a reason to drop it unsent. */
export type Outcome<T> = { send: T; extra?: Record<string, unknown> } | { drop: string };

/** A row queued before wordings: its words, mate and dates were written into it. */
interface StoredNews {
  text: string;
  content: string | null;
  target?: LinkTarget;
  link: string;
  bookingId: string;
  mate: string;
  startDate: string;
  endDate: string;
}

/**
 * What a queued row says when it is sent, never before: the person who acted is named as they are now
 * ("Usuario eliminado" once deleted), the mate and dates read from the booking, the link made from its
 * target. Whatever delivers the outbox calls these at send time.
 */
export function createOutboxRenderer({ baseUrl }: { baseUrl: string }) {
  const absolute = (path: string) => `${baseUrl}${path}`;

  async function bookingNewsOf(db: Queryable, row: OutboxRow, now: Date): Promise<Outcome<BookingNews>> {
    const kind = row.kind as BookingNews['kind'];
    if (!('says' in row.payload)) {
      const stored = row.payload as unknown as StoredNews;
      return {
        send: { ...stored, kind, leadsTo: stored.target?.kind ?? null, url: absolute(stored.link) },
      };
    }
    const payload = row.payload as unknown as BookingNewsPayload;
    const wording = parseWording(payload.says);
    if (!wording) return { drop: 'unknown wording' };
    const news = await newsContextOf(db, payload.bookingId, payload.actorId);
    if (!news) return { drop: 'booking gone' };
    const actorName = payload.actorId
      ? displayName({
          publicName: news.actor_public_name,
          name: news.actor_name,
          deleted: news.actor_deleted,
        })
      : null;
    return {
      send: {
        kind,
        bookingId: payload.bookingId,
        text: renderWording(wording, { actorName, now }),
        content: payload.content,
        mate: news.mate_name,
        startDate: news.start_date,
        endDate: news.end_date,
        leadsTo: payload.target.kind,
        url: absolute(pathOf(payload.target)),
      },
    };
  }

  /** What an unread-messages row says now: nothing if it was read in time, or its sender was blocked. */
  async function unreadNow(db: Queryable, row: OutboxRow): Promise<Outcome<UnreadMessages>> {
    const conversationId = String(row.payload.conversationId);
    const context = await conversationContext(db, row.user_id, conversationId);
    if (!context) return { drop: 'conversation gone' };
    if (context.blocked) return { drop: 'sender blocked' };
    const unread = await unreadMessagesOf(db, row, conversationId, QUOTED_MESSAGES);
    if (unread.total === 0) return { drop: 'read in time' };
    return {
      send: {
        conversationId,
        from: displayName({
          publicName: context.other_public_name,
          name: context.other_name,
          deleted: context.other_deleted,
        }),
        mate: context.mate_name,
        startDate: context.start_date,
        endDate: context.end_date,
        messages: unread.messages.map((message) => message.content),
        total: unread.total,
        url: absolute(conversationPath(conversationId)),
      },
      // The next e-mail (or push) of this conversation starts after the newest message this one covers.
      extra: {
        through: await latestMessageTime(
          db,
          unread.messages.map((u) => u.id),
        ),
      },
    };
  }

  return {
    /** The e-mail a row is at `now`, in its frame (greeting, why, how to stop), or why it goes unsent. */
    async renderEmail(
      db: Queryable,
      row: OutboxRow,
      frame: EmailFrame,
      now: Date,
    ): Promise<Outcome<RenderedEmail>> {
      if (row.kind !== 'unread_messages') {
        const news = await bookingNewsOf(db, row, now);
        return 'drop' in news ? news : { send: renderBookingNews(news.send, frame) };
      }
      const unread = await unreadNow(db, row);
      return 'drop' in unread ? unread : { ...unread, send: renderUnreadMessages(unread.send, frame) };
    },

    /** The push a row is at `now`, or why it goes unsent. */
    async renderPush(db: Queryable, row: OutboxRow, now: Date): Promise<Outcome<PushPayload>> {
      if (row.kind !== 'unread_messages') {
        const news = await bookingNewsOf(db, row, now);
        return 'drop' in news ? news : { send: pushOfBookingNews(news.send) };
      }
      const unread = await unreadNow(db, row);
      return 'drop' in unread ? unread : { ...unread, send: pushOfUnreadMessages(unread.send) };
    },
  };
}

export type OutboxRenderer = ReturnType<typeof createOutboxRenderer>;
