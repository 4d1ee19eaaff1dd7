import pLimit from 'p-limit';
import { APP_PAGES, unsubscribePath } from '../../shared/app-routes.js';
import { displayName } from '../../shared/display-name.js';
import type { Mailer } from '../auth/mailer.js';
import type { Clock } from '../clock.js';
import type { MailDelivery } from '../config.js';
import type { Database } from '../db/database.js';
import type { EmailFrame } from './email-templates.js';
import type { PushSender } from '../push/web-push-sender.js';
import { deleteSubscription } from '../push/push.repo.js';
import { createOutboxRenderer } from './render.js';
import {
  claimDue,
  markDropped,
  markFailed,
  markSent,
  pruneFinished,
  pushTargetOf,
  recipientOf,
  type OutboxChannel,
  type OutboxRow,
} from './outbox.repo.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** A claimed batch is this process's for ten minutes: longer than any send with the mailer's timeouts. */
const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;
/** Sends at once; nodemailer opens a connection each. */
const PARALLEL_SENDS = 4;
/** After this many failed attempts (and every as many again) an e-mail still pending is an error in the log. */
const ATTEMPTS_BEFORE_ALARM = 10;
const KEEP_FINISHED_DAYS = 30;
/** A push not delivered within a day is dropped: the push services keep them that long too. */
const PUSH_TTL_MS = 24 * 60 * 60_000;

/**
 * Sends the outbox's e-mails (decision 0025): claimed under a lease so no two processes send one row,
 * marked sent right after the SMTP server accepts, retried with backoff on failure and never given up.
 * Each e-mail's Message-ID comes from its row, so the rare resend after a crash mid-send reads as the
 * same message.
 */
export function createOutboxService({
  db,
  clock,
  sendMail,
  delivery,
  sendPush,
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
  baseUrl: string;
  secret: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const host = new URL(baseUrl).hostname;
  const absolute = (path: string) => `${baseUrl}${path}`;
  const renderer = createOutboxRenderer({ baseUrl });

  function frame(row: OutboxRow, recipientName: string): EmailFrame & { oneClickUrl: string } {
    const token = unsubscribeToken(secret, row.user_id, row.category);
    return {
      recipientName,
      category: row.category,
      unsubscribeUrl: absolute(unsubscribePath(token)),
      oneClickUrl: absolute(`/api/unsubscribe?token=${encodeURIComponent(token)}`),
      preferencesUrl: absolute(APP_PAGES.notificationSettings),
    };
  }

  /** A failed attempt waits and is retried; the log says so, loudly once it keeps failing. */
  async function failed(row: OutboxRow, error: unknown, what: string) {
    const attempts = await markFailed(db.pool, row.id, clock.now(), (error as Error).message);
    const details = { err: error, outbox: row.id, attempts };
    if (attempts >= ATTEMPTS_BEFORE_ALARM && attempts % ATTEMPTS_BEFORE_ALARM === 0)
      log.error(details, `${what} keeps failing; it stays queued and will be retried`);
    else log.warn(details, `${what} not sent; it will be retried`);
  }

  async function deliverEmail(row: OutboxRow) {
    const recipient = await recipientOf(db.pool, row.user_id, row.category);
    if (!recipient) return markDropped(db.pool, row.id, clock.now(), 'no address');
    if (!recipient.email_on) return markDropped(db.pool, row.id, clock.now(), 'turned off');
    const around = frame(
      row,
      displayName({ publicName: recipient.public_name, name: recipient.name, email: recipient.email }),
    );
    const outcome = await renderer.renderEmail(db.pool, row, around, clock.now());
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
    await markSent(db.pool, row.id, clock.now(), outcome.extra);
  }

  async function deliverPush(row: OutboxRow, send: PushSender) {
    const device = await pushTargetOf(db.pool, row.push_subscription_id!, row.category);
    if (!device) return markDropped(db.pool, row.id, clock.now(), 'device gone');
    if (!device.wanted) return markDropped(db.pool, row.id, clock.now(), 'turned off');
    if (clock.now().getTime() - new Date(row.send_after).getTime() > PUSH_TTL_MS)
      return markDropped(db.pool, row.id, clock.now(), 'expired');
    const outcome = await renderer.renderPush(db.pool, row, clock.now());
    if ('drop' in outcome) return markDropped(db.pool, row.id, clock.now(), outcome.drop);
    let result;
    try {
      result = await send(device, outcome.send);
    } catch (error) {
      return failed(row, error, 'push');
    }
    // The push service forgot the device (uninstalled, permission withdrawn): it goes, with its queue.
    if (result === 'gone') return deleteSubscription(db.pool, row.push_subscription_id!);
    await markSent(db.pool, row.id, clock.now(), outcome.extra);
  }

  const limit = pLimit(PARALLEL_SENDS);

  /** Every channel that is on, with how it delivers one row. */
  const channels: [OutboxChannel, (row: OutboxRow) => Promise<unknown>][] = [];
  if (delivery !== 'off') channels.push(['email', deliverEmail]);
  if (sendPush) channels.push(['push', (row) => deliverPush(row, sendPush)]);

  async function sendDueNow() {
    let taken = 0;
    for (const [channel, deliver] of channels) {
      for (;;) {
        const now = clock.now();
        const batch = await claimDue(db.pool, channel, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
        await Promise.all(
          batch.map((row) =>
            limit(() =>
              // A row whose outcome could not be recorded keeps its lease; it is picked up once it ends.
              deliver(row).catch((error: unknown) =>
                log.warn({ err: error, outbox: row.id }, `${channel} could not be recorded`),
              ),
            ),
          ),
        );
        taken += batch.length;
        if (batch.length < BATCH_SIZE) break;
      }
    }
    return taken;
  }

  // One pass at a time in this process; a pass asked for while one runs follows it.
  let running: Promise<number> = Promise.resolve(0);

  return {
    /** Sends (or drops) every e-mail due at the clock's now; resolves to how many rows it took. */
    sendDue(): Promise<number> {
      running = running.catch(() => 0).then(sendDueNow);
      return running;
    },

    /** Sent and dropped rows are kept a month (they answer "did it go?"), then deleted. */
    async prune() {
      const before = new Date(clock.now().getTime() - KEEP_FINISHED_DAYS * 86_400_000);
      while ((await pruneFinished(db.pool, before, 1000)) === 1000);
    },

    /** Waits for the pass under way; the server calls it before closing the database. */
    async drain() {
      await running.catch(() => 0);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
