import { fill } from '../../shared/format.js';
import { messages } from '../../shared/messages.js';
import type { Message } from '../../shared/schemas/conversations.js';
import type { Queryable } from '../db/sql.js';
import { recordEvents } from '../events/user-events.repo.js';
import { notify } from '../notifications/notify.js';
import { publicNameOf } from '../profiles/profiles.repo.js';
import { insertMessage, type MessageRow, type Participants } from './conversations.repo.js';

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    content: row.content,
    isRead: row.is_read,
    createdAt: row.created_at,
  };
}

/**
 * Writes a message in the caller's transaction: both participants' streams get it, and unless told
 * otherwise the other party gets a new_message notification.
 */
export async function postMessage(
  tx: Queryable,
  conversation: Participants,
  senderId: string,
  content: string,
  { notifyRecipient = true }: { notifyRecipient?: boolean } = {},
): Promise<Message> {
  const message = toMessage(await insertMessage(tx, conversation.id, senderId, content));
  const recipientId = conversation.sender_id === senderId ? conversation.receiver_id : conversation.sender_id;
  if (notifyRecipient) {
    await notify(tx, [
      {
        userId: recipientId,
        type: 'new_message',
        text: fill(messages.conversations.notifyMessage, { name: await publicNameOf(tx, senderId) }),
        content: content.slice(0, 1000),
        link: `/conversations/${conversation.id}`,
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
