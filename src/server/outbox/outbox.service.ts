import { APP_PAGES, unsubscribePath } from '../../shared/app-routes.js';
import { displayName } from '../../shared/display-name.js';
import { activeLocale } from '../../shared/i18n/active-locale.js';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.js';
import { localizedPath } from '../../shared/i18n/localized-path.js';
import type { Mailer } from '../auth/mailer.js';
import type { Clock } from '../clock.js';
import type { MailDelivery } from '../config.js';
import type { Database } from '../db/database.js';
import type { Queryable } from '../db/sql.js';
import type { EmailFrame } from './email-templates.js';
import type { PushSender } from '../push/web-push-sender.js';
import { deleteSubscription } from '../push/push.repo.js';
import { createOutboxRenderer, type NewsContexts } from './render.js';
import { createSentMarks } from './sent-marks.js';
import {
  markDropped,
  pendingBefore,
  pruneFinished,
  recordFailure,
  takeForAttempt,
  type OutboxRow,
  type QueuedRow,
  type TakenRow,
} from './outbox.repo.js';
import { unsubscribeToken } from './unsubscribe-token.js';
import { inLanguage } from '../i18n/request-language.js';

/** After this many failed attempts (and every as many again) an e-mail still pending is an error in the log. */
const ATTEMPTS_BEFORE_ALARM = 10;
const KEEP_FINISHED_DAYS = 30;
/** A row pending this long without a job is stranded (its own job would have run by then). */
const STRANDED_AFTER_MS = 60 * 60_000;
const REQUEUE_PAGE = 1000;
/** A push not delivered within a day is dropped: the push services keep them that long too. */
const PUSH_TTL_MS = 24 * 60 * 60_000;

/**
 * Queues the delivery job of each row, due when the row is; with `tx`, in the transaction that queued
 * the rows. A row that has its job already keeps it (the job's id is the row's).
 */
export type QueueDeliveries = (rows: readonly QueuedRow[], tx?: Queryable) => Promise<unknown>;

/**
 * Delivers the outbox's e-mails and pushes (decision 0025), one job per row: the job queue runs each
 * row's job in one process at a time, retries a failed or interrupted attempt with backoff and never
 * gives up. A worker takes the rows of the jobs it fetched together (a few statements for the batch),
 * sends them at once and marks each sent right after the SMTP server (or push service) accepts it.
 * Each e-mail's Message-ID comes from its row, so the rare resend after a crash mid-send (at most the
 * sends in flight at that moment; docs/benchmarks.md) reads as the same message.
 */
export function createOutboxService({
  db,
  clock,
  sendMail,
  delivery,
  sendPush,
  queueDeliveries,
  baseUrl,
  secret,
  log,
}: {
  db: Database;
  clock: Clock;
  sendMail: Mailer;
  delivery: MailDelivery;
  /** Null while push is off (no VAPID keys). */
  sendPush: PushSender | null;
  queueDeliveries: QueueDeliveries;
  baseUrl: string;
  secret: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const host = new URL(baseUrl).hostname;
  /** A page's address in the recipient's language (the one the row is being written in). */
  const page = (path: string) => `${baseUrl}${localizedPath(activeLocale(), path)}`;
  const renderer = createOutboxRenderer({ baseUrl });
  const markSent = createSentMarks(db);

  function frame(row: OutboxRow, recipientName: string): EmailFrame & { oneClickUrl: string } {
    const token = unsubscribeToken(secret, row.user_id, row.category);
    return {
      recipientName,
      category: row.category,
      unsubscribeUrl: page(unsubscribePath(token)),
      oneClickUrl: `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
      preferencesUrl: page(APP_PAGES.notificationSettings),
    };
  }

  /**
   * A failed attempt is retried by its job (it throws on); the log says so, loudly once it keeps
   * failing.
   */
  async function failed(row: OutboxRow, error: unknown, what: string): Promise<never> {
    await recordFailure(db.pool, row.id, (error as Error).message);
    const details = { err: error, outbox: row.id, attempts: row.attempts };
    if (row.attempts >= ATTEMPTS_BEFORE_ALARM && row.attempts % ATTEMPTS_BEFORE_ALARM === 0)
      log.error(details, `${what} keeps failing; it stays queued and will be retried`);
    else log.warn(details, `${what} not sent; it will be retried`);
    throw error;
  }

  async function deliverEmail(row: TakenRow, contexts: NewsContexts) {
    const { recipient } = row;
    if (!recipient) return markDropped(db.pool, row.id, clock.now(), 'no address');
    if (!recipient.email_on) return markDropped(db.pool, row.id, clock.now(), 'turned off');
    const around = frame(
      row,
      displayName({ publicName: recipient.public_name, name: recipient.name, email: recipient.email }),
    );
    const outcome = await renderer.renderEmail(db.pool, row, around, clock.now(), contexts);
    if ('drop' in outcome) return markDropped(db.pool, row.id, clock.now(), outcome.drop);
    try {
      await sendMail({
        to: recipient.email,
        ...outcome.send,
        messageId: `<outbox.${row.id}@${host}>`,
        headers: {
          'List-Unsubscribe': `<${around.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      return failed(row, error, 'e-mail');
    }
    // From here until this commits, a crash sends it again (with the same Message-ID).
    await markSent({ id: row.id, at: clock.now(), extra: outcome.extra ?? {} });
  }

  async function deliverPush(row: TakenRow, send: PushSender, contexts: NewsContexts) {
    const { device } = row;
    if (!device) return markDropped(db.pool, row.id, clock.now(), 'device gone');
    if (!device.wanted) return markDropped(db.pool, row.id, clock.now(), 'turned off');
    if (clock.now().getTime() - new Date(row.send_after).getTime() > PUSH_TTL_MS)
      return markDropped(db.pool, row.id, clock.now(), 'expired');
    const outcome = await renderer.renderPush(db.pool, row, clock.now(), contexts);
    if ('drop' in outcome) return markDropped(db.pool, row.id, clock.now(), outcome.drop);
    let result;
    try {
      result = await send(device, outcome.send);
    } catch (error) {
      return failed(row, error, 'push');
    }
    // The push service forgot the device (uninstalled, permission withdrawn): it goes, with its queue.
    if (result === 'gone') return deleteSubscription(db.pool, row.push_subscription_id!);
    await markSent({ id: row.id, at: clock.now(), extra: outcome.extra ?? {} });
  }

  /** Each row is written in its recipient's language, whoever caused it: their choice, else Spanish. */
  function deliverRow(row: TakenRow, contexts: NewsContexts) {
    return inLanguage(row.language ?? DEFAULT_LOCALE, async () => {
      if (row.channel === 'email' && delivery !== 'off') return deliverEmail(row, contexts);
      if (row.channel === 'push' && sendPush) return deliverPush(row, sendPush, contexts);
      // Queued while the channel was on: it waits (retried) for a process that has it on.
      throw new Error(`${row.channel} is off in this process`);
    });
  }

  /**
   * Sends (or drops) the rows of a batch of jobs at once. A row already sent, dropped or deleted is
   * left alone, so a job run twice sends once. Resolves, in the ids' order, to null for each row done
   * and the error of each failed attempt (its job retries it).
   */
  async function deliverEach(ids: readonly string[]): Promise<(Error | null)[]> {
    const rows = await takeForAttempt(db.pool, ids);
    const contexts = await renderer.loadNews(db.pool, rows);
    const taken = new Map(rows.map((row) => [row.id, row]));
    return Promise.all(
      ids.map(async (id) => {
        const row = taken.get(id);
        if (!row) return null;
        try {
          await deliverRow(row, contexts);
          return null;
        } catch (error) {
          return error as Error;
        }
      }),
    );
  }

  return {
    /** Queues rows' delivery jobs (notify() calls it in the event's transaction). */
    queueDeliveries,

    deliverEach,

    /** Sends (or drops) one row, as deliverEach; throws when the attempt failed. */
    async deliver(id: string) {
      const [error] = await deliverEach([id]);
      if (error) throw error;
    },

    /**
     * The safety net: queues the job of every row still pending after an hour again (a row that has
     * its job keeps it: a job's id is its row's). Only rows written without a job need it: those
     * queued before rows had a job each, or by a transaction of a process that queues no jobs.
     */
    async requeueStranded() {
      const before = new Date(clock.now().getTime() - STRANDED_AFTER_MS);
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const page = await pendingBefore(db.pool, before, after, REQUEUE_PAGE);
        if (page.length > 0) await queueDeliveries(page);
        if (page.length < REQUEUE_PAGE) return;
        const last = page.at(-1)!;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    /** Sent and dropped rows are kept a month (they answer "did it go?"), then deleted. */
    async prune() {
      const before = new Date(clock.now().getTime() - KEEP_FINISHED_DAYS * 86_400_000);
      while ((await pruneFinished(db.pool, before, 1000)) === 1000);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
