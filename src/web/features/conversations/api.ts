import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, Message } from '../../../shared/schemas/conversations';
import { api } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';

export function useInbox() {
  return useQuery({
    queryKey: liveKeys.conversations,
    queryFn: ({ signal }) =>
      api<{ conversations: ConversationSummary[] }>('/api/conversations', { signal }).then(
        (r) => r.conversations,
      ),
  });
}

/** Reading the thread marks the other party's messages read, so a refetch on each new message is right. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: liveKeys.conversation(id),
    queryFn: ({ signal }) =>
      api<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`, { signal }),
  });
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
      // Shown at once; the live event and the refetch agree with it.
      client.setQueryData<ConversationDetail>(liveKeys.conversation(id), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
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
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.conversations }),
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
