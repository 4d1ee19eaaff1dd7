import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from '../../shared/schemas/events';

/**
 * Query keys by convention: every feature keeps its server state under one of these prefixes, so a live
 * event can tell the cache what went stale without the stream knowing about any feature.
 */
export const liveKeys = {
  notifications: ['notifications'] as const,
  conversations: ['conversations'] as const,
  conversation: (id: string) => ['conversation', id] as const,
  bookings: ['bookings'] as const,
  mates: ['mates'] as const,
  /** The own profile and its stat cards. */
  profile: ['profile'] as const,
};

function refresh(client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

const reactions: { [K in LiveEventType]: (client: QueryClient, data: LiveEventData[K]) => void } = {
  notification: (client) => refresh(client, [liveKeys.notifications]),
  notifications: (client) => refresh(client, [liveKeys.notifications]),
  message: (client, data) =>
    refresh(client, [liveKeys.conversations, liveKeys.conversation(data.conversationId)]),
  conversation: (client, data) =>
    refresh(client, [liveKeys.conversations, liveKeys.conversation(data.conversationId)]),
  booking: (client, data) =>
    refresh(client, [
      liveKeys.bookings,
      liveKeys.mates,
      ...(data.conversationId ? [liveKeys.conversation(data.conversationId)] : []),
    ]),
};

/**
 * While someone is signed in, one EventSource on /api/events keeps every open screen current. The
 * browser reconnects on its own and sends Last-Event-ID, so nothing is missed across a drop.
 */
export function useLiveEvents(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as never;
        reactions[type](client, data);
      });
    }
    return () => source.close();
  }, [enabled, client]);
}
