import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryState } from '@tanstack/react-query';
import type { ConversationDetail, Message } from '../../shared/schemas/conversations';
import { queryKeys } from './query-keys';
import { LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from '../../shared/schemas/events';

/** The prefixes live events speak about (see query-keys.ts). */
const liveKeys = {
  notifications: queryKeys.notifications.all,
  notificationLists: queryKeys.notifications.lists,
  conversations: queryKeys.conversations.inbox,
  conversation: queryKeys.conversations.thread,
  threads: queryKeys.conversations.threads,
  bookings: queryKeys.bookings.all,
  mates: queryKeys.mates.all,
  profile: queryKeys.profile,
};

function refresh(client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Writes what an event or a mutation's answer says into every cached query under `queryKey`, without
 * making it look fresher than it is: its age and any pending invalidation stay, so a screen that was
 * due to fetch again still does (setQueryData alone would count the patch as a fresh fetch).
 */
export function patchCached<T>(client: QueryClient, queryKey: readonly unknown[], update: (data: T) => T) {
  for (const query of client.getQueryCache().findAll({ queryKey })) {
    const { data, dataUpdatedAt, isInvalidated } = query.state as QueryState<T>;
    if (data === undefined) continue;
    const next = update(data);
    if (next === data) continue;
    client.setQueryData(query.queryKey, next, { updatedAt: dataUpdatedAt });
    if (isInvalidated) query.invalidate();
  }
}

/** Every notification event carries the unread count: written into each cached notification query. */
export function setUnreadCount(client: QueryClient, unreadCount: number) {
  patchCached<{ unreadCount: number }>(client, liveKeys.notifications, (old) =>
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
    queryKey: liveKeys.notifications,
    predicate: ({ queryKey, state }) =>
      queryKey[1] === liveKeys.notificationLists[1] || state.fetchStatus === 'fetching',
  });
}

const reactions: { [K in LiveEventType]: (client: QueryClient, data: LiveEventData[K]) => void } = {
  notification: (client, data) => notificationsChanged(client, data.unreadCount),
  notifications: (client, data) => notificationsChanged(client, data.unreadCount),
  // The message comes with the event and is appended, never refetched; the open thread page then sees
  // an unread message from the other party and marks it read with its own POST (spec §4).
  message: (client, data) => {
    patchCached<ConversationDetail>(client, liveKeys.conversation(data.conversationId), (old) =>
      withMessage(old, data.message),
    );
    void refresh(client, [liveKeys.conversations]);
  },
  // Read state or archive flag: the inbox shows both; the thread shows neither, so it is not refetched
  // (refetching it here would answer every read with another read).
  conversation: (client) => void refresh(client, [liveKeys.conversations]),
  booking: (client, data) => void refreshAfterBooking(client, data),
};

/**
 * A booking's change makes stale both booking lists, mates (availability), and the threads that show
 * it: its own (the booking card) and any other about the same mate (the mate card's status).
 */
export function refreshAfterBooking(
  client: QueryClient,
  { conversationId, mateId }: { conversationId: string | null; mateId: string },
) {
  return Promise.all([
    refresh(client, [liveKeys.bookings, liveKeys.mates]),
    client.invalidateQueries({
      queryKey: liveKeys.threads,
      predicate: ({ queryKey, state }) =>
        queryKey[1] === conversationId || (state.data as ConversationDetail | undefined)?.mate.id === mateId,
    }),
  ]);
}

/** Every live prefix: what a gap in the stream could have left stale. */
const streamedKeys = [
  liveKeys.notifications,
  liveKeys.conversations,
  liveKeys.threads,
  liveKeys.bookings,
  liveKeys.mates,
  liveKeys.profile,
];

/**
 * While someone is signed in, one EventSource on /api/events keeps every open screen current. The
 * browser reconnects on its own and sends Last-Event-ID, so nothing is missed across a drop. The first
 * connection starts from "now", though: whatever changed between a screen's load and the stream's
 * opening would be lost, so every opening re-syncs the screen (only queries on screen refetch).
 */
export function useLiveEvents(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    source.addEventListener('open', () => void refresh(client, streamedKeys));
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as never;
        reactions[type](client, data);
      });
    }
    return () => source.close();
  }, [enabled, client]);
}
