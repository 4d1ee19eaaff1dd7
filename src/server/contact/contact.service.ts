import { contactFormSchema, type ContactFormInput } from '../../shared/schemas/contact.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction, type Queryable } from '../db/sql.js';
import {
  claimDueMessages,
  insertContactMessage,
  markFailed,
  markForwarded,
  type ContactRow,
} from './contact.repo.js';

const FORWARD_TIMEOUT_MS = 5000;

/** Queues a forwarding run on the job queue (inside `tx` when given, not before `startAfter`). */
export type ScheduleForwarding = (options: { tx?: Queryable; startAfter?: Date }) => Promise<unknown>;

/**
 * The FAQ contact form: every submission is stored first (that is what the person is told succeeded),
 * with a forwarding job queued in the same transaction; the job forwards it to CONTACT_WEBHOOK_URL as
 * form fields (name, contact, city, comments). A failed message queues its own retry at its back-off
 * time, so no message is ever lost.
 */
export function createContactService({
  db,
  webhookUrl,
  scheduleForwarding,
  log,
}: {
  db: Database;
  webhookUrl?: string;
  scheduleForwarding: ScheduleForwarding;
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
      // The retry is queued with the failure, or neither happens and the lease brings the message back.
      await transaction(db.pool, async (tx) => {
        const due = await markFailed(tx, message.id, (error as Error).message);
        await scheduleForwarding({ tx, startAfter: due });
      });
      return false;
    }
  }

  async function forward(message: ContactRow) {
    // Recorded apart from the post: a database error here must not count a delivered message as failed.
    if (await post(message)) await markForwarded(db.pool, message.id);
  }

  // Forwarding runs one batch at a time in this process, whenever a forwarding job runs.
  let running: Promise<number> = Promise.resolve(0);

  async function forwardDue() {
    if (!webhookUrl) return 0;
    const due = await claimDueMessages(db.pool);
    for (const message of due) {
      // One message's database error must not stop the rest of the batch; its lease expires and the
      // hourly run picks it up.
      await forward(message).catch((error: unknown) =>
        log.warn({ err: error, contactMessage: message.id }, 'contact forward could not be recorded'),
      );
    }
    return due.length;
  }

  const service = {
    async submit(actor: Actor | null, input: ContactFormInput) {
      const data = contactFormSchema.parse(input);
      const id = await transaction(db.pool, async (tx) => {
        const stored = await insertContactMessage(tx, { ...data, userId: actor?.id ?? null });
        if (webhookUrl) await scheduleForwarding({ tx });
        return stored;
      });
      return { id };
    },

    /**
     * Forwards what is due (after the batch under way, if any); resolves to how many were tried. The
     * forwarding job runs it.
     */
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
