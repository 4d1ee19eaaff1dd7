import { contactFormSchema, type ContactFormInput } from '../../shared/schemas/contact.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction, type Queryable } from '../db/sql.js';
import {
  insertContactMessage,
  pendingMessageIds,
  pendingMessage,
  recordFailure,
  markForwarded,
} from './contact.repo.js';

const FORWARD_TIMEOUT_MS = 5000;
const REQUEUE_PAGE = 1000;

/**
 * Queues the forwarding job of each message (its id is the message's); with `tx`, in the transaction
 * that stored them. A message that has its job already keeps it.
 */
export type QueueForwarding = (ids: readonly string[], tx?: Queryable) => Promise<unknown>;

/**
 * The FAQ contact form: every submission is stored first (that is what the person is told succeeded),
 * with its forwarding job queued in the same transaction; the job posts it to CONTACT_WEBHOOK_URL as
 * form fields (name, contact, city, comments) and the job queue retries it with backoff until the
 * webhook takes it, so no message is ever lost.
 */
export function createContactService({
  db,
  webhookUrl,
  queueForwarding,
  log,
}: {
  db: Database;
  webhookUrl?: string;
  queueForwarding: QueueForwarding;
  log: { warn(obj: object, msg: string): void };
}) {
  return {
    async submit(actor: Actor | null, input: ContactFormInput) {
      const data = contactFormSchema.parse(input);
      const id = await transaction(db.pool, async (tx) => {
        const stored = await insertContactMessage(tx, { ...data, userId: actor?.id ?? null });
        if (webhookUrl) await queueForwarding([stored], tx);
        return stored;
      });
      return { id };
    },

    /**
     * Posts one message to the webhook: its job runs this. A message already forwarded is left alone,
     * so a job run twice posts once (unless a crash falls between the post and recording it). Throws
     * when the webhook did not take it, for the job to retry it.
     */
    async forward(id: string) {
      if (!webhookUrl) return;
      const message = await pendingMessage(db.pool, id);
      if (!message) return;
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            name: message.name,
            contact: message.email,
            city: message.city ?? '',
            comments: message.comments,
            receivedAt: message.created_at,
          }),
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      } catch (error) {
        log.warn({ err: error, contactMessage: id }, 'contact forward failed; it will be retried');
        await recordFailure(db.pool, id, (error as Error).message);
        throw error;
      }
      await markForwarded(db.pool, id);
    },

    /**
     * The safety net: queues the forwarding of every message not yet forwarded (a message that has
     * its job keeps it). Only messages stored while no webhook was set, or before each message had
     * its job, lack one.
     */
    async requeueStranded() {
      if (!webhookUrl) return;
      let after: string | null = null;
      for (;;) {
        const page = await pendingMessageIds(db.pool, after, REQUEUE_PAGE);
        if (page.length > 0) await queueForwarding(page);
        if (page.length < REQUEUE_PAGE) return;
        after = page.at(-1)!;
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
