import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationSummary, Message } from '../../shared/schemas/conversations';
import type { NotificationItem, NotificationList } from '../../shared/schemas/notifications';
import { applyLiveEvent } from './live-events';
import { queryKeys } from './query-keys';

const ME = 'me';

/** An answer the test gives when it chooses. */
function deferred() {
  let resolve!: (value: { unreadCount: number }) => void;
  const promise = new Promise<{ unreadCount: number }>((done) => (resolve = done));
  return { promise, resolve };
}
const OTHER = 'other';

const message = (id: string, senderId: string, createdAt: string, isRead = false): Message => ({
  id,
  conversationId: 'c1',
  senderId,
  content: `mensaje ${id}`,
  hidden: false,
  isRead,
  createdAt,
});

const summary = (id: string, updatedAt: string, unreadCount = 0): ConversationSummary => ({
  id,
  mate: { id: 'm', name: 'Mate', thumbnailUrl: null, deleted: false },
  otherUser: { publicName: 'Otra', displayName: 'Otra', avatarUrl: null },
  lastMessage: null,
  unreadCount,
  archived: false,
  updatedAt,
});

const thread = (messages: Message[]): ConversationDetail => ({
  id: 'c1',
  mate: {
    id: 'm',
    name: 'Mate',
    thumbnailUrl: null,
    imageUrl: null,
    pricePerDay: null,
    city: 'Valencia',
    status: 'available',
    deleted: false,
  },
  otherUser: { publicName: 'Otra', displayName: 'Otra', avatarUrl: null, deleted: false },
  blockedByMe: false,
  myRole: 'traveller',
  archived: false,
  booking: null,
  messages,
  hasEarlier: false,
});

/** A cache holding an inbox of two conversations and the thread of the older one. */
function cache() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.conversations.inbox, [
    summary('c2', '2026-11-23T10:00:00.000Z'),
    summary('c1', '2026-11-23T09:00:00.000Z', 1),
  ]);
  client.setQueryData(
    queryKeys.conversations.thread('c1'),
    thread([message('a', ME, '2026-11-23T08:00:00.000Z'), message('b', OTHER, '2026-11-23T09:00:00.000Z')]),
  );
  return client;
}

const inbox = (client: QueryClient) =>
  client.getQueryData<ConversationSummary[]>(queryKeys.conversations.inbox)!;
const threadOf = (client: QueryClient) =>
  client.getQueryData<ConversationDetail>(queryKeys.conversations.thread('c1'))!;
const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true })!.state.isInvalidated;

describe('live events applied to the cache', () => {
  it('a message from the other party joins its thread and tops the inbox with one more unread, fetching nothing', () => {
    const client = cache();
    const incoming = message('c', OTHER, '2026-11-23T11:00:00.000Z');
    applyLiveEvent(client, ME, 'message', { conversationId: 'c1', message: incoming });

    expect(threadOf(client).messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(
      inbox(client).map((c) => [c.id, c.unreadCount, c.lastMessage?.content, c.lastMessage?.fromMe]),
    ).toEqual([
      ['c1', 2, 'mensaje c', false],
      ['c2', 0, undefined, undefined],
    ]);
    expect(stale(client, queryKeys.conversations.inbox)).toBe(false);
    expect(stale(client, queryKeys.conversations.thread('c1'))).toBe(false);
  });

  it("the same message twice (the sender's own tab, then its event) is counted once", () => {
    const client = cache();
    const mine = message('c', ME, '2026-11-23T11:00:00.000Z');
    applyLiveEvent(client, ME, 'message', { conversationId: 'c1', message: mine });
    applyLiveEvent(client, ME, 'message', { conversationId: 'c1', message: mine });

    expect(threadOf(client).messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(inbox(client)[0]).toMatchObject({ id: 'c1', unreadCount: 1, lastMessage: { fromMe: true } });
  });

  it('a message in a conversation the inbox does not hold yet makes the inbox fetch again', () => {
    const client = cache();
    applyLiveEvent(client, ME, 'message', {
      conversationId: 'new',
      message: { ...message('z', OTHER, '2026-11-23T11:00:00.000Z'), conversationId: 'new' },
    });
    expect(stale(client, queryKeys.conversations.inbox)).toBe(true);
  });

  it("my own read clears the unread count; the other party's read ticks my messages", () => {
    const client = cache();
    applyLiveEvent(client, ME, 'conversation', { conversationId: 'c1', readerId: ME });
    expect(inbox(client).find((c) => c.id === 'c1')!.unreadCount).toBe(0);
    expect(threadOf(client).messages.map((m) => m.isRead)).toEqual([false, false]);

    applyLiveEvent(client, ME, 'conversation', { conversationId: 'c1', readerId: OTHER });
    expect(threadOf(client).messages.map((m) => [m.id, m.isRead])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(stale(client, queryKeys.conversations.inbox)).toBe(false);
  });

  it('archiving moves the conversation to the archive, and an event without details refreshes the inbox', () => {
    const client = cache();
    applyLiveEvent(client, ME, 'conversation', { conversationId: 'c2', archived: true });
    expect(inbox(client).find((c) => c.id === 'c2')!.archived).toBe(true);
    expect(stale(client, queryKeys.conversations.inbox)).toBe(false);

    applyLiveEvent(client, ME, 'conversation', { conversationId: 'c2' });
    expect(stale(client, queryKeys.conversations.inbox)).toBe(true);
  });

  it('a notification goes first in each open list, capped at its limit, with the new count', () => {
    const client = new QueryClient();
    const item = (id: string): NotificationItem => ({
      id,
      type: 'message',
      text: `Aviso ${id}`,
      content: null,
      link: null,
      isRead: false,
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    client.setQueryData<NotificationList>(queryKeys.notifications.list(2), {
      notifications: [item('1'), item('2')],
      unreadCount: 2,
    });
    client.setQueryData(queryKeys.notifications.unreadCount, { unreadCount: 2 });

    applyLiveEvent(client, ME, 'notification', { notification: item('3'), unreadCount: 3 });

    const list = client.getQueryData<NotificationList>(queryKeys.notifications.list(2))!;
    expect(list.notifications.map((n) => n.id)).toEqual(['3', '1']);
    expect(list.unreadCount).toBe(3);
    expect(client.getQueryData(queryKeys.notifications.unreadCount)).toEqual({ unreadCount: 3 });
    expect(stale(client, queryKeys.notifications.list(2))).toBe(false);
  });

  it("a conversation's notification counting one more message is updated in place and goes first", () => {
    const client = new QueryClient();
    const item = (id: string, text: string, createdAt: string): NotificationItem => ({
      id,
      type: 'new_message',
      text,
      content: text,
      link: '/conversations/c1',
      isRead: false,
      createdAt,
    });
    const two = item('chat', '2 mensajes nuevos de Lucía', '2026-11-23T09:00:00.000Z');
    const three = item('chat', '3 mensajes nuevos de Lucía', '2026-11-23T11:00:00.000Z');
    client.setQueryData<NotificationList>(queryKeys.notifications.list(3), {
      notifications: [item('booking', 'Aviso', '2026-11-23T10:00:00.000Z'), two],
      unreadCount: 2,
    });
    const list = () => client.getQueryData<NotificationList>(queryKeys.notifications.list(3))!;

    applyLiveEvent(client, ME, 'notification', { notification: three, unreadCount: 2 });
    expect(list()).toEqual({
      notifications: [three, expect.objectContaining({ id: 'booking' })],
      unreadCount: 2,
    });

    // Replayed after a reconnect: the older count does not come back.
    applyLiveEvent(client, ME, 'notification', { notification: two, unreadCount: 2 });
    expect(list().notifications[0]).toEqual(three);
  });

  it('a booking change marks the booking lists, mates and the threads about that mate stale', () => {
    const client = cache();
    client.setQueryData(queryKeys.bookings.side('mine'), []);
    client.setQueryData(queryKeys.mates.recent, { mates: [] });
    applyLiveEvent(client, ME, 'booking', {
      bookingId: 'b1',
      status: 'confirmed',
      mateId: 'm',
      conversationId: null,
    });
    expect(stale(client, queryKeys.bookings.side('mine'))).toBe(true);
    expect(stale(client, queryKeys.mates.recent)).toBe(true);
    expect(stale(client, queryKeys.conversations.thread('c1'))).toBe(true);
    expect(stale(client, queryKeys.conversations.inbox)).toBe(false);
  });

  it('a message from the other party brings an archived conversation back; a replayed older one changes nothing', () => {
    const client = cache();
    applyLiveEvent(client, ME, 'conversation', { conversationId: 'c1', archived: true });
    applyLiveEvent(client, ME, 'message', {
      conversationId: 'c1',
      message: message('c', OTHER, '2026-11-23T11:00:00.000Z'),
    });
    expect(inbox(client)[0]).toMatchObject({ id: 'c1', archived: false, unreadCount: 2 });

    applyLiveEvent(client, ME, 'message', {
      conversationId: 'c1',
      message: message('b', OTHER, '2026-11-23T09:00:00.000Z'),
    });
    expect(inbox(client)[0]).toMatchObject({
      id: 'c1',
      unreadCount: 2,
      lastMessage: { content: 'mensaje c' },
    });
  });

  it('a fetch under way when an event lands starts again, so its older answer does not stay', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.notifications.unreadCount, { unreadCount: 1 });
    const answers = [deferred(), deferred()];
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.notifications.unreadCount,
      queryFn: () => answers[calls++]!.promise,
    });
    // The badge comes on screen with a count from before: it is fetched again.
    const stop = observer.subscribe(() => {});
    expect(calls).toBe(1);

    applyLiveEvent(client, ME, 'notification', {
      notification: {
        id: 'n',
        type: 'message',
        text: 'Aviso',
        content: null,
        link: null,
        isRead: false,
        createdAt: '2026-11-23T10:00:00.000Z',
      },
      unreadCount: 3,
    });
    // The first answer was computed before the event; the server says 3 by now.
    answers[0]!.resolve({ unreadCount: 2 });
    answers[1]!.resolve({ unreadCount: 3 });
    await expect
      .poll(() => client.getQueryData(queryKeys.notifications.unreadCount))
      .toEqual({ unreadCount: 3 });
    expect(calls).toBe(2);
    stop();
  });
});
