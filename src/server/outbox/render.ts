import { conversationPath, pathOf, type LinkTarget } from '../../shared/app-routes.js';
import { displayName } from '../../shared/display-name.js';
import { activeLocale } from '../../shared/i18n/active-locale.js';
import { localizedPath } from '../../shared/i18n/localized-path.js';
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
  newsContextsOf,
  unreadMessagesOf,
  type NewsContext,
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

/** The booking news' contexts of a batch of rows, read together before they are rendered. */
export type NewsContexts = ReadonlyMap<string, NewsContext>;

const newsKey = (bookingId: string, actorId: string | null) => `${bookingId.toLowerCase()} ${actorId ?? ''}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a queued row says when it is sent, never before, in its recipient's language (the caller runs it
 * in theirs, inLanguage): the person who acted is named as they are now
 * ("Usuario eliminado" once deleted), the mate and dates read from the booking, the link made from its
 * target. Whatever delivers the outbox calls these at send time.
 */
export function createOutboxRenderer({ baseUrl }: { baseUrl: string }) {
  /** A page's address, in the language the row is being written in (its recipient's). */
  const absolute = (path: string) => `${baseUrl}${localizedPath(activeLocale(), path)}`;

  function bookingNewsOf(row: OutboxRow, now: Date, contexts: NewsContexts): Outcome<BookingNews> {
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
    const news = contexts.get(newsKey(payload.bookingId, payload.actorId));
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
    /**
     * Reads what the booking news among `rows` need in one statement, for renderEmail and renderPush
     * (an unread-messages row reads its conversation when rendered).
     */
    async loadNews(db: Queryable, rows: readonly OutboxRow[]): Promise<NewsContexts> {
      const wanted = new Map<string, { bookingId: string; actorId: string | null }>();
      for (const row of rows) {
        if (row.kind === 'unread_messages' || !('says' in row.payload)) continue;
        const { bookingId, actorId } = row.payload as unknown as BookingNewsPayload;
        // A malformed id finds no booking (the row is dropped) instead of failing the whole batch.
        if (UUID.test(bookingId)) wanted.set(newsKey(bookingId, actorId), { bookingId, actorId });
      }
      if (wanted.size === 0) return new Map();
      const found = await newsContextsOf(db, [...wanted.values()]);
      return new Map(found.map((news) => [newsKey(news.booking_id, news.actor_id), news]));
    },

    /** The e-mail a row is at `now`, in its frame (greeting, why, how to stop), or why it goes unsent. */
    async renderEmail(
      db: Queryable,
      row: OutboxRow,
      frame: EmailFrame,
      now: Date,
      contexts: NewsContexts,
    ): Promise<Outcome<RenderedEmail>> {
      if (row.kind !== 'unread_messages') {
        const news = bookingNewsOf(row, now, contexts);
        return 'drop' in news ? news : { send: renderBookingNews(news.send, frame) };
      }
      const unread = await unreadNow(db, row);
      return 'drop' in unread ? unread : { ...unread, send: renderUnreadMessages(unread.send, frame) };
    },

    /** The push a row is at `now`, or why it goes unsent. */
    async renderPush(
      db: Queryable,
      row: OutboxRow,
      now: Date,
      contexts: NewsContexts,
    ): Promise<Outcome<PushPayload>> {
      if (row.kind !== 'unread_messages') {
        const news = bookingNewsOf(row, now, contexts);
        return 'drop' in news ? news : { send: pushOfBookingNews(news.send) };
      }
      const unread = await unreadNow(db, row);
      return 'drop' in unread ? unread : { ...unread, send: pushOfUnreadMessages(unread.send) };
    },
  };
}

export type OutboxRenderer = ReturnType<typeof createOutboxRenderer>;
