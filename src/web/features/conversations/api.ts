import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationDetail,
  ConversationSummary,
  Message,
  ReadReceipt,
} from '../../../shared/schemas/conversations';
import { api } from '../../lib/api';
import { liveKeys, patchCached, withMessage } from '../../lib/live-events';

export function useInbox() {
  return useQuery({
    queryKey: liveKeys.conversations,
    queryFn: ({ signal }) =>
      api<{ conversations: ConversationSummary[] }>('/api/conversations', { signal }).then(
        (r) => r.conversations,
      ),
  });
}

/** The thread only: fetching it changes nothing (`useReadWhileShown` marks it read). */
export function useConversation(id: string) {
  return useQuery({
    queryKey: liveKeys.conversation(id),
    queryFn: ({ signal }) =>
      api<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`, { signal }),
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
    mutationFn: ({ id }: { id: string; upTo: string }) =>
      api<ReadReceipt>(`/api/conversations/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    // What was unread when it was sent is read now, whoever's request did it (another tab, say).
    onSuccess: (_receipt, { id, upTo }) =>
      patchCached<ConversationDetail>(client, liveKeys.conversation(id), (t) => readUpTo(t, myId, upTo)),
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
    mutationFn: (content: string) =>
      api<Message>(`/api/conversations/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        json: { content },
      }),
    onSuccess: (message) => {
      // Shown at once; the live event finds it there and does not add it twice.
      patchCached<ConversationDetail>(client, liveKeys.conversation(id), (thread) =>
        withMessage(thread, message),
      );
      return client.invalidateQueries({ queryKey: liveKeys.conversations });
    },
  });
}

export function useArchive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api<{ archived: boolean }>(`/api/conversations/${encodeURIComponent(id)}/archive`, {
        method: 'PUT',
        json: { archived },
      }),
    onSuccess: ({ archived }, { id }) => {
      // The item changes tab at once, before the refetch confirms it.
      patchCached<ConversationSummary[]>(client, liveKeys.conversations, (inbox) =>
        inbox.map((c) => (c.id === id ? { ...c, archived } : c)),
      );
      return client.invalidateQueries({ queryKey: liveKeys.conversations });
    },
  });
}

export function useContactHost(mateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<{ conversationId: string }>(`/api/mates/${encodeURIComponent(mateId)}/messages`, {
        method: 'POST',
        json: { content },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.conversations }),
  });
}
