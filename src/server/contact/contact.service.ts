import { contactFormSchema, type ContactFormInput } from '../../shared/schemas/contact.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import {
  claimDueMessages,
  insertContactMessage,
  markFailed,
  markForwarded,
  type ContactRow,
} from './contact.repo.js';

const FORWARD_TIMEOUT_MS = 5000;

/**
 * The FAQ contact form: every submission is stored first (that is what the person is told succeeded),
 * then forwarded to CONTACT_WEBHOOK_URL as form fields (name, contact, city, comments) and retried later
 * if the webhook fails, so no message is ever lost.
 */
export function createContactService({
  db,
  webhookUrl,
  log,
}: {
  db: Database;
  webhookUrl?: string;
  log: { warn(obj: object, msg: string): void };
}) {
  /** Posts one message to the webhook; true when the webhook took it. */
  async function post(message: ContactRow): Promise<boolean> {
    try {
      const response = await fetch(webhookUrl!, {
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
      return true;
    } catch (error) {
      log.warn({ err: error, contactMessage: message.id }, 'contact forward failed; it will be retried');
      await markFailed(db.pool, message.id, (error as Error).message);
      return false;
    }
  }

  async function forward(message: ContactRow) {
    // Recorded apart from the post: a database error here must not count a delivered message as failed.
    if (await post(message)) await markForwarded(db.pool, message.id);
  }

  // Forwarding runs one batch at a time, in the background of a submission or on the timer.
  let running: Promise<number> = Promise.resolve(0);

  async function forwardDue() {
    if (!webhookUrl) return 0;
    const due = await claimDueMessages(db.pool);
    for (const message of due) {
      // One message's database error must not stop the rest of the batch; its lease expires and it is retried.
      await forward(message).catch((error: unknown) =>
        log.warn({ err: error, contactMessage: message.id }, 'contact forward could not be recorded'),
      );
    }
    return due.length;
  }

  const service = {
    async submit(actor: Actor | null, input: ContactFormInput) {
      const data = contactFormSchema.parse(input);
      const id = await insertContactMessage(db.pool, { ...data, userId: actor?.id ?? null });
      void service
        .forwardPending()
        .catch((error: unknown) => log.warn({ err: error }, 'contact forwarding failed'));
      return { id };
    },

    /** Forwards what is due (after the batch under way, if any); resolves to how many were tried. */
    forwardPending(): Promise<number> {
      running = running.catch(() => 0).then(forwardDue);
      return running;
    },

    /** Waits for the batch under way; the server calls it before closing the database. */
    async drain() {
      await running.catch(() => 0);
    },
  };
  return service;
}

export type ContactService = ReturnType<typeof createContactService>;
