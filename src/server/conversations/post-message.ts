import { conversationMessages } from '../../shared/messages/conversations.js';
import type { Message } from '../../shared/schemas/conversations.js';
import type { Queryable } from '../db/sql.js';
import { recordEvents } from '../events/user-events.repo.js';
import type { Notifier } from '../notifications/notifier.js';
import { insertMessage, type MessageRow, type Participants } from './conversations.repo.js';

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    // Hidden by an operator: the words stay stored for the record, the participants read that it was hidden.
    content: row.hidden_at === null ? row.content : conversationMessages.messageHiddenByTeam,
    hidden: row.hidden_at !== null,
    isRead: row.is_read,
    createdAt: row.created_at,
  };
}

/**
 * Writes a message in the caller's transaction: both participants' streams get it, and unless told
 * otherwise the other party gets a new_message notification, one per conversation while unread.
 */
export async function postMessage(
  notifier: Notifier,
  tx: Queryable,
  conversation: Participants,
  senderId: string,
  content: string,
  { notifyRecipient = true }: { notifyRecipient?: boolean } = {},
): Promise<Message> {
  const row = await insertMessage(tx, conversation.id, senderId, content);
  const message = toMessage(row);
  const recipientId = conversation.sender_id === senderId ? conversation.receiver_id : conversation.sender_id;
  if (notifyRecipient) {
    await notifier.notify(tx, [
      {
        userId: recipientId,
        type: 'new_message',
        says: { key: 'message' },
        actorId: senderId,
        content,
        target: { kind: 'conversation', conversationId: conversation.id },
        fromUserId: senderId,
        // Further messages count into this one until it is read: "3 mensajes nuevos de Lucía".
        conversationId: conversation.id,
      },
    ]);
  }
  await recordEvents(
    tx,
    [recipientId, senderId].map((userId) => ({
      userId,
      type: 'message' as const,
      data: { conversationId: conversation.id, message },
    })),
  );
  return message;
}
