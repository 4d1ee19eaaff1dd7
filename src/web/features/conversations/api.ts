import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { ConversationDetail, ConversationSummary, Message } from '../../../shared/schemas/conversations';
import { call } from '../../lib/api';
import { applyLiveEvent, patchCached } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';

const keys = queryKeys.conversations;
const endpoints = routes.conversations;

export function useInbox() {
  return useQuery({
    queryKey: keys.inbox,
    queryFn: ({ signal }) => call(endpoints.inbox, {}, { signal }).then((r) => r.conversations),
  });
}

/**
 * A fresh latest page, keeping the earlier messages already loaded with "Cargar mensajes anteriores"
 * (those older than the page's first), so a refetch never takes them off the screen.
 */
export function keepEarlier(fresh: ConversationDetail, cached: ConversationDetail | undefined) {
  const first = fresh.messages[0];
  if (!cached || !first || !fresh.hasEarlier) return fresh;
  // The server orders by microseconds, the JSON carries milliseconds: ties are kept, duplicates not.
  const earlier = cached.messages.filter(
    (m) => m.createdAt <= first.createdAt && !fresh.messages.some((f) => f.id === m.id),
  );
  if (earlier.length === 0) return fresh;
  return { ...fresh, messages: [...earlier, ...fresh.messages], hasEarlier: cached.hasEarlier };
}

/** The thread's latest messages only: fetching it changes nothing (`useReadWhileShown` marks it read). */
export function useConversation(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.thread(id),
    queryFn: ({ signal }) =>
      call(endpoints.thread, { params: { id } }, { signal }).then((fresh) =>
        keepEarlier(fresh, client.getQueryData<ConversationDetail>(keys.thread(id))),
      ),
  });
}

/** The page before the oldest message shown, put in front of it ("Cargar mensajes anteriores"). */
export function useLoadEarlier(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => call(endpoints.thread, { params: { id }, query: { before } }),
    onSuccess: (page) =>
      patchCached<ConversationDetail>(client, keys.thread(id), (thread) => ({
        ...thread,
        messages: [
          ...page.messages.filter((m) => !thread.messages.some((t) => t.id === m.id)),
          ...thread.messages,
        ],
        hasEarlier: page.hasEarlier,
      })),
  });
}

/** The thread with the other party's messages up to `upTo` (inclusive) read. */
function readUpTo(thread: ConversationDetail, myId: string, upTo: string) {
  const last = thread.messages.findIndex((m) => m.id === upTo);
  const theirs = (m: Message, i: number) => i <= last && m.senderId !== myId;
  if (!thread.messages.some((m, i) => theirs(m, i) && !m.isRead)) return thread;
  return { ...thread, messages: thread.messages.map((m, i) => (theirs(m, i) ? { ...m, isRead: true } : m)) };
}

/**
 * A thread on screen reads the other party's messages (spec §4): when it is shown with any unread,
 * and whenever the stream appends a new one, an explicit POST marks them read. GET never does, so
 * a link from elsewhere cannot change anything.
 */
export function useReadWhileShown(thread: ConversationDetail | undefined, myId: string) {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ id }: { id: string; upTo: string }) => call(endpoints.read, { params: { id } }),
    // What was unread when it was sent is read now, whoever's request did it (another tab, say).
    onSuccess: (_receipt, { id, upTo }) =>
      patchCached<ConversationDetail>(client, keys.thread(id), (t) => readUpTo(t, myId, upTo)),
  });
  const id = thread?.id;
  const lastUnread = thread?.messages.findLast((m) => m.senderId !== myId && !m.isRead)?.id;
  useEffect(() => {
    if (id && lastUnread) mutate({ id, upTo: lastUnread });
  }, [id, lastUnread, mutate]);
}

export function useSendMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(endpoints.send, { params: { id }, body: { content } }),
    // Shown at once, in the thread and the inbox, as its live event would; the event then finds it there.
    onSuccess: (message) =>
      applyLiveEvent(client, message.senderId, 'message', { conversationId: id, message }),
  });
}

export function useArchive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      call(endpoints.archive, { params: { id }, body: { archived } }),
    onSuccess: ({ archived }, { id }) => {
      // The item changes tab at once; the live event says the same to the other tabs.
      patchCached<ConversationSummary[]>(client, keys.inbox, (inbox) =>
        inbox.map((c) => (c.id === id ? { ...c, archived } : c)),
      );
    },
  });
}

export function useContactHost(mateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call(endpoints.contactHost, { params: { id: mateId }, body: { content } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.inbox }),
  });
}
