import { cleanCity } from '../../shared/city.js';
import { displayName } from '../../shared/display-name.js';
import { messages } from '../messages/catalogue.js';
import type { BookingStatus, CancelReason } from '../../shared/schemas/bookings.js';
import type { ConversationDetail, ConversationSummary, Message } from '../../shared/schemas/conversations.js';
import { contactHostSchema, sendMessageSchema } from '../../shared/schemas/conversations.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { transaction } from '../db/sql.js';
import { invalid, notFound } from '../errors.js';
import { recordEvents } from '../events/user-events.repo.js';
import { assertMayReach, refusalOf } from '../reach/reach-policy.js';
import { relationOf } from '../reach/reach.repo.js';
import type { MediaUrls } from '../storage/storage.js';
import {
  findConversation,
  findMateHost,
  findParticipants,
  getOrCreateConversation,
  listInbox,
  listMessages,
  markMessagesRead,
  messageInConversation,
  setArchived,
} from './conversations.repo.js';
import type { Notifier } from '../notifications/notifier.js';
import { bookingReviews } from '../reviews/reviews.service.js';
import { postMessage, toMessage } from './post-message.js';

const person = (
  media: MediaUrls,
  publicName: string | null,
  name: string,
  avatarKey: string | null,
  deleted = false,
) => ({
  publicName,
  displayName: displayName({ publicName, name, deleted }),
  avatarUrl: media.avatarUrl(avatarKey),
});

/** Only a conversation's two participants may read or write it; anyone else is told it does not exist. */
export function createConversationService({
  db,
  media,
  clock,
  notifier,
}: {
  db: Database;
  media: MediaUrls;
  /** Whether the booking's review window is still open. */
  clock: Clock;
  notifier: Notifier;
}) {
  return {
    async inbox(user: Actor): Promise<ConversationSummary[]> {
      const rows = await listInbox(db.pool, user.id);
      return rows.map((row) => ({
        id: row.id,
        mate: {
          id: row.mate_id,
          name: row.mate_name,
          thumbnailUrl: media.imageUrls(row.mate_image_key)?.thumbnailUrl ?? null,
          deleted: row.mate_status === 'deleted',
        },
        otherUser: person(
          media,
          row.other_public_name,
          row.other_name,
          row.other_avatar_key,
          row.other_deleted,
        ),
        lastMessage:
          row.last_content !== null && row.last_created_at
            ? {
                content: row.last_hidden ? messages.conversations.messageHiddenByTeam : row.last_content,
                createdAt: row.last_created_at,
                fromMe: row.last_sender_id === user.id,
              }
            : null,
        unreadCount: row.unread_count,
        archived: row.sender_id === user.id ? row.is_archived_sender : row.is_archived_receiver,
        updatedAt: row.updated_at,
      }));
    },

    /**
     * Only reads: marking the other party's messages read is `markRead`, a POST of its own. Brings the
     * latest page of messages, or the page before `before`.
     */
    async open(
      user: Actor,
      id: string,
      page: { before?: string; limit: number },
    ): Promise<ConversationDetail> {
      const row = await findConversation(db.pool, id, user.id);
      if (!row) throw notFound(messages.conversations.notFound);
      if (page.before && !(await messageInConversation(db.pool, id, page.before)))
        throw invalid(messages.errors.invalidInput, { before: messages.errors.invalidInput });
      const { rows, hasEarlier } = await listMessages(db.pool, id, page);
      const otherId = row.sender_id === user.id ? row.receiver_id : row.sender_id;
      const relation = await relationOf(db.pool, { actorId: user.id, otherId, conversationId: id });
      const images = media.imageUrls(row.mate_image_key);
      return {
        id: row.id,
        mate: {
          id: row.mate_id,
          name: row.mate_name,
          thumbnailUrl: images?.thumbnailUrl ?? null,
          imageUrl: images?.url ?? null,
          pricePerDay: row.mate_price,
          city: cleanCity(row.mate_city),
          status: row.mate_status,
          deleted: row.mate_status === 'deleted',
        },
        otherUser: {
          ...person(media, row.other_public_name, row.other_name, row.other_avatar_key, row.other_deleted),
          deleted: row.other_deleted,
        },
        // The thread shows why the blocker cannot write instead of a message box.
        blockedByMe: refusalOf('write', relation) === 'blocked-by-actor',
        myRole: row.sender_id === user.id ? 'traveller' : 'host',
        archived: row.sender_id === user.id ? row.is_archived_sender : row.is_archived_receiver,
        booking:
          row.booking_id && row.booking_status && row.booking_created_at && row.booking_updated_at
            ? {
                id: row.booking_id,
                status: row.booking_status as BookingStatus,
                cancelledBy: row.booking_cancelled_by as 'host' | 'guest' | null,
                cancelReason: row.booking_cancel_reason as CancelReason | null,
                cancelNote: row.booking_cancel_note,
                startDate: row.booking_start_date!,
                endDate: row.booking_end_date!,
                days: row.booking_days!,
                total: row.booking_total!,
                message: row.booking_message,
                createdAt: row.booking_created_at,
                updatedAt: row.booking_updated_at,
                reviews: bookingReviews(row, clock.now()),
              }
            : null,
        messages: rows.map(toMessage),
        hasEarlier,
      };
    },

    /** The thread on screen reads the other party's messages (spec §4); both sides hear of a change. */
    async markRead(user: Actor, id: string): Promise<{ readCount: number }> {
      return transaction(db.pool, async (tx) => {
        const conversation = await findParticipants(tx, id, user.id);
        if (!conversation) throw notFound(messages.conversations.notFound);
        const readCount = await markMessagesRead(tx, id, user.id);
        // Another tab may have read them meanwhile: only an actual change is announced.
        if (readCount > 0) {
          await recordEvents(
            tx,
            [conversation.sender_id, conversation.receiver_id].map((userId) => ({
              userId,
              type: 'conversation' as const,
              data: { conversationId: id, readerId: user.id },
            })),
          );
        }
        return { readCount };
      });
    },

    async send(user: Actor, id: string, input: { content: string }): Promise<Message> {
      const { content } = sendMessageSchema.parse(input);
      return transaction(db.pool, async (tx) => {
        const conversation = await findParticipants(tx, id, user.id);
        if (!conversation) throw notFound(messages.conversations.notFound);
        const otherId =
          conversation.sender_id === user.id ? conversation.receiver_id : conversation.sender_id;
        assertMayReach('write', await relationOf(tx, { actorId: user.id, otherId, conversationId: id }));
        return postMessage(notifier, tx, conversation, user.id, content);
      });
    },

    async archive(user: Actor, id: string, archived: boolean) {
      await transaction(db.pool, async (tx) => {
        if (!(await setArchived(tx, id, user.id, archived))) throw notFound(messages.conversations.notFound);
        await recordEvents(tx, [
          { userId: user.id, type: 'conversation', data: { conversationId: id, archived } },
        ]);
      });
      return { archived };
    },

    /** Writing to a mate's host from its detail page: the conversation is created or reused. */
    async contactHost(actor: Actor, mateId: string, input: { content: string }) {
      const traveller = requireRegistered(actor, messages.registration.registerPrompt);
      const { content } = contactHostSchema.parse(input);
      return transaction(db.pool, async (tx) => {
        const mate = await findMateHost(tx, mateId);
        if (!mate) throw notFound(messages.mates.notFound);
        if (mate.host_id === traveller.id) throw invalid(messages.conversations.ownMate);
        // Asked once the conversation is known (a confirmed rental's chat stays open); a refusal rolls it back.
        const conversationId = await getOrCreateConversation(tx, traveller.id, mate.host_id, mateId);
        assertMayReach(
          'start',
          await relationOf(tx, { actorId: traveller.id, otherId: mate.host_id, conversationId }),
        );
        await postMessage(
          notifier,
          tx,
          { id: conversationId, sender_id: traveller.id, receiver_id: mate.host_id, mate_id: mateId },
          traveller.id,
          content,
        );
        return { conversationId };
      });
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
