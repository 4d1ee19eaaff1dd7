import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryState } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, Message } from '../../shared/schemas/conversations';
import type { NotificationItem, NotificationList } from '../../shared/schemas/notifications';
import { queryKeys } from './query-keys';
import { routes } from '../../shared/contract/routes';
import { searchOf } from '../../shared/contract/endpoint';
import { LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from '../../shared/schemas/events';

function refresh(client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * A fetch under way when an event is written into the cache may answer from before the event and
 * overwrite it: those start again.
 */
function restartFetches(client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) {
  for (const queryKey of keys)
    void client.invalidateQueries({ queryKey, predicate: ({ state }) => state.fetchStatus === 'fetching' });
}

/**
 * Writes what an event or a mutation's answer says into every cached query under `queryKey`, without
 * making it look fresher than it is: its age and any pending invalidation stay, so a screen that was
 * due to fetch again still does (setQueryData alone would count the patch as a fresh fetch).
 */
export function patchCached<T>(
  client: QueryClient,
  queryKey: readonly unknown[],
  update: (data: T, key: readonly unknown[]) => T,
) {
  for (const query of client.getQueryCache().findAll({ queryKey })) {
    const { data, dataUpdatedAt, isInvalidated } = query.state as QueryState<T>;
    if (data === undefined) continue;
    const next = update(data, query.queryKey);
    if (next === data) continue;
    client.setQueryData(query.queryKey, next, { updatedAt: dataUpdatedAt });
    if (isInvalidated) query.invalidate();
  }
}

/** Every notification event carries the unread count: written into each cached notification query. */
export function setUnreadCount(client: QueryClient, unreadCount: number) {
  patchCached<{ unreadCount: number }>(client, queryKeys.notifications.all, (old) =>
    old.unreadCount === unreadCount ? old : { ...old, unreadCount },
  );
}

/** A thread with one more message, unless it already has it (the sender's tab appended it on sending). */
export function withMessage(thread: ConversationDetail, message: Message) {
  return !thread.messages.some((m) => m.id === message.id)
    ? { ...thread, messages: [...thread.messages, message] }
    : thread;
}

/**
 * The count comes with the event and is written, not fetched; lists are refreshed, which fetches only
 * one on screen (the open dropdown). A count fetch under way may answer from before the event: it too.
 */
function notificationsChanged(client: QueryClient, unreadCount: number) {
  setUnreadCount(client, unreadCount);
  void client.invalidateQueries({
    queryKey: queryKeys.notifications.all,
    predicate: ({ queryKey, state }) =>
      queryKey[1] === queryKeys.notifications.lists[1] || state.fetchStatus === 'fetching',
  });
}

/**
 * A list with the notification first. A conversation's notification that counts one more message keeps
 * its id: it leaves its old place ("3 mensajes nuevos de Lucía" replaces "2 mensajes…"). One no newer than
 * the one shown (an event replayed after a reconnect, or the one already applied) changes nothing.
 */
function listWithNotification(list: NotificationList, notification: NotificationItem, limit: number) {
  const shown = list.notifications.find((n) => n.id === notification.id);
  if (
    shown &&
    (shown.createdAt > notification.createdAt ||
      (shown.createdAt === notification.createdAt && shown.text === notification.text))
  )
    return list;
  const others = list.notifications.filter((n) => n.id !== notification.id);
  return { ...list, notifications: [notification, ...others].slice(0, limit) };
}

/** The inbox with a conversation's summary changed, or `null` when the inbox does not hold it. */
function inboxWith(
  inbox: ConversationSummary[],
  conversationId: string,
  change: (summary: ConversationSummary) => ConversationSummary,
) {
  const index = inbox.findIndex((c) => c.id === conversationId);
  if (index === -1) return null;
  const next = [...inbox];
  next[index] = change(inbox[index]!);
  return next;
}

/**
 * A new message tops its conversation in the inbox, with one more unread when it is the other's, and
 * brings it back from the archive (the server unarchives it for its receiver). A message no newer than
 * the one shown (the sender's own tab, an event replayed after a reconnect) changes nothing.
 */
function inboxAfterMessage(
  inbox: ConversationSummary[],
  myId: string,
  { conversationId, message }: LiveEventData['message'],
) {
  const fromMe = message.senderId === myId;
  const next = inboxWith(inbox, conversationId, (summary) => {
    const last = summary.lastMessage;
    if (
      last &&
      (message.createdAt < last.createdAt ||
        (message.createdAt === last.createdAt && message.content === last.content))
    )
      return summary;
    return {
      ...summary,
      lastMessage: { content: message.content, createdAt: message.createdAt, fromMe },
      unreadCount: summary.unreadCount + (fromMe ? 0 : 1),
      archived: fromMe ? summary.archived : false,
      updatedAt: message.createdAt,
    };
  });
  return next?.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

type Reaction<K extends LiveEventType> = (client: QueryClient, data: LiveEventData[K], myId: string) => void;

/**
 * What each event does to the cache. Events carry their data, which is written where it belongs;
 * a list is fetched again only when the event cannot say how it changed (a conversation the inbox
 * does not hold yet, a read or deletion in another tab), and then only if it is on screen.
 */
const reactions: { [K in LiveEventType]: Reaction<K> } = {
  notification: (client, { notification, unreadCount }) => {
    restartFetches(client, [queryKeys.notifications.all]);
    setUnreadCount(client, unreadCount);
    // Each list is the latest `limit` (the last part of its key): the new one goes first.
    patchCached<NotificationList>(client, queryKeys.notifications.lists, (list, key) =>
      listWithNotification(list, notification, Number(key.at(-1))),
    );
  },
  notifications: (client, data) => notificationsChanged(client, data.unreadCount),
  // The message is appended to its thread and tops the inbox, never refetched; the open thread page
  // then sees an unread message from the other party and marks it read with its own POST (spec §4).
  message: (client, data, myId) => {
    restartFetches(client, [
      queryKeys.conversations.thread(data.conversationId),
      queryKeys.conversations.inbox,
    ]);
    patchCached<ConversationDetail>(client, queryKeys.conversations.thread(data.conversationId), (old) =>
      withMessage(old, data.message),
    );
    let known = true;
    patchCached<ConversationSummary[]>(client, queryKeys.conversations.inbox, (inbox) => {
      const next = inboxAfterMessage(inbox, myId, data);
      if (!next) known = false;
      return next ?? inbox;
    });
    // A first message opens a conversation the inbox has not seen.
    if (!known) void refresh(client, [queryKeys.conversations.inbox]);
  },
  // Read state or archive flag: written into the inbox (and, for the other's read, the thread's ticks);
  // an event without them (from an older server) refreshes the inbox.
  conversation: (client, { conversationId, readerId, archived }, myId) => {
    if (readerId === undefined && archived === undefined)
      return void refresh(client, [queryKeys.conversations.inbox]);
    patchCached<ConversationSummary[]>(
      client,
      queryKeys.conversations.inbox,
      (inbox) =>
        inboxWith(inbox, conversationId, (summary) => ({
          ...summary,
          ...(readerId === myId ? { unreadCount: 0 } : {}),
          ...(archived !== undefined ? { archived } : {}),
        })) ?? inbox,
    );
    if (readerId !== undefined && readerId !== myId)
      patchCached<ConversationDetail>(client, queryKeys.conversations.thread(conversationId), (thread) =>
        thread.messages.some((m) => m.senderId === myId && !m.isRead)
          ? {
              ...thread,
              messages: thread.messages.map((m) => (m.senderId === myId ? { ...m, isRead: true } : m)),
            }
          : thread,
      );
  },
  booking: (client, data) => void refreshAfterBooking(client, data),
};

/** Applies one live event to the cache, as seen by the signed-in person `myId`. */
export function applyLiveEvent<K extends LiveEventType>(
  client: QueryClient,
  myId: string,
  type: K,
  data: LiveEventData[K],
) {
  (reactions[type] as Reaction<K>)(client, data, myId);
}

/**
 * A booking's change makes stale both booking lists, mates (availability), and the threads that show
 * it: its own (the booking card) and any other about the same mate (the mate card's status).
 */
export function refreshAfterBooking(
  client: QueryClient,
  { conversationId, mateId }: { conversationId: string | null; mateId: string },
) {
  return Promise.all([
    refresh(client, [queryKeys.bookings.all, queryKeys.mates.all]),
    client.invalidateQueries({
      queryKey: queryKeys.conversations.threads,
      predicate: ({ queryKey, state }) =>
        queryKey[1] === conversationId || (state.data as ConversationDetail | undefined)?.mate.id === mateId,
    }),
  ]);
}

/** Every live prefix: what a gap in the stream could have left stale. */
const streamedKeys = [
  queryKeys.notifications.all,
  queryKeys.conversations.inbox,
  queryKeys.conversations.threads,
  queryKeys.bookings.all,
  queryKeys.mates.all,
  queryKeys.profile,
];

let serverCursor: number | null = null;

/** The session's `lastEventId` from the server render, for the first stream of this page load. */
export function startLiveEventsAt(lastEventId: number | null) {
  serverCursor = lastEventId;
}

function takeServerCursor() {
  const cursor = serverCursor;
  serverCursor = null;
  return cursor;
}

/**
 * While someone is signed in, one EventSource on /api/events keeps every open screen current. The
 * browser reconnects on its own and sends Last-Event-ID, so nothing is missed across a drop. The first
 * connection starts from "now", though: whatever changed between a screen's load and the stream's
 * opening would be lost, so every opening re-syncs the screen (only queries on screen refetch).
 */
export function useLiveEvents(myId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!myId || typeof EventSource === 'undefined') return;
    // A page the server drew knows where the stream stood when it read its data: starting there
    // replays what happened since, so that first opening has nothing to re-sync.
    let cursor = takeServerCursor();
    const source = new EventSource(`${routes.events.stream.path}${searchOf({ lastEventId: cursor })}`);
    source.addEventListener('open', () => {
      if (cursor) cursor = null;
      else void refresh(client, streamedKeys);
    });
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as never;
        applyLiveEvent(client, myId, type, data);
      });
    }
    return () => source.close();
  }, [myId, client]);
}
