import pLimit from 'p-limit';
import { displayName } from '../../shared/display-name.js';
import type { Mailer } from '../auth/mailer.js';
import type { Clock } from '../clock.js';
import type { MailDelivery } from '../config.js';
import type { Database } from '../db/database.js';
import {
  renderBookingNews,
  renderUnreadMessages,
  type BookingNews,
  type EmailFrame,
  type RenderedEmail,
} from './email-templates.js';
import {
  claimDueEmails,
  conversationContext,
  latestMessageTime,
  markDropped,
  markFailed,
  markSent,
  pruneFinished,
  recipientOf,
  unreadMessagesOf,
  type OutboxRow,
} from './outbox.repo.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** A claimed batch is this process's for ten minutes: longer than any send with the mailer's timeouts. */
const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;
/** Sends at once; nodemailer opens a connection each. */
const PARALLEL_SENDS = 4;
/** Quoted messages in an unread-messages e-mail; the rest are counted. */
const QUOTED_MESSAGES = 5;
/** After this many failed attempts (and every as many again) an e-mail still pending is an error in the log. */
const ATTEMPTS_BEFORE_ALARM = 10;
const KEEP_FINISHED_DAYS = 30;

/** What one row becomes: an e-mail, or a reason to drop it unsent. */
type Outcome = { email: RenderedEmail; extra?: Record<string, unknown> } | { drop: string };

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
  baseUrl,
  secret,
  log,
}: {
  db: Database;
  clock: Clock;
  sendMail: Mailer;
  delivery: MailDelivery;
  baseUrl: string;
  secret: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const host = new URL(baseUrl).hostname;
  const absolute = (path: string) => `${baseUrl}${path}`;

  function frame(row: OutboxRow, recipientName: string): EmailFrame & { oneClickUrl: string } {
    const token = encodeURIComponent(unsubscribeToken(secret, row.user_id, row.category));
    return {
      recipientName,
      category: row.category,
      unsubscribeUrl: absolute(`/correos/baja?token=${token}`),
      oneClickUrl: absolute(`/api/unsubscribe?token=${token}`),
      preferencesUrl: absolute('/perfil#notificaciones'),
    };
  }

  async function unreadMessagesEmail(row: OutboxRow, around: EmailFrame): Promise<Outcome> {
    const conversationId = String(row.payload.conversationId);
    const context = await conversationContext(db.pool, row.user_id, conversationId);
    if (!context) return { drop: 'conversation gone' };
    if (context.blocked) return { drop: 'sender blocked' };
    const unread = await unreadMessagesOf(db.pool, row, conversationId, QUOTED_MESSAGES);
    if (unread.total === 0) return { drop: 'read in time' };
    const email = renderUnreadMessages(
      {
        from: displayName({
          publicName: context.other_public_name,
          name: context.other_name,
          deleted: context.other_deleted,
        }),
        mate: context.mate_name,
        startDate: context.start_date,
        endDate: context.end_date,
        messages: unread.messages.map((message) => message.content),
        total: unread.total,
        url: absolute(`/conversations/${conversationId}`),
      },
      around,
    );
    // The next e-mail of this conversation starts after the newest message this one covers.
    return {
      email,
      extra: {
        through: await latestMessageTime(
          db.pool,
          unread.messages.map((u) => u.id),
        ),
      },
    };
  }

  async function outcomeOf(row: OutboxRow, around: EmailFrame): Promise<Outcome> {
    if (row.kind === 'unread_messages') return unreadMessagesEmail(row, around);
    const payload = row.payload as unknown as Omit<BookingNews, 'kind' | 'url'> & { link: string };
    return {
      email: renderBookingNews(
        { ...payload, kind: row.kind as BookingNews['kind'], url: absolute(payload.link) },
        around,
      ),
    };
  }

  async function deliver(row: OutboxRow) {
    const recipient = await recipientOf(db.pool, row.user_id, row.category);
    if (!recipient) return markDropped(db.pool, row.id, clock.now(), 'no address');
    if (!recipient.email_on) return markDropped(db.pool, row.id, clock.now(), 'turned off');
    const around = frame(
      row,
      displayName({ publicName: recipient.public_name, name: recipient.name, email: recipient.email }),
    );
    const outcome = await outcomeOf(row, around);
    if ('drop' in outcome) return markDropped(db.pool, row.id, clock.now(), outcome.drop);
    try {
      await sendMail({
        to: recipient.email,
        ...outcome.email,
        messageId: `<outbox.${row.id}@${host}>`,
        headers: {
          'List-Unsubscribe': `<${around.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const attempts = await markFailed(db.pool, row.id, clock.now(), (error as Error).message);
      const details = { err: error, outbox: row.id, attempts };
      if (attempts >= ATTEMPTS_BEFORE_ALARM && attempts % ATTEMPTS_BEFORE_ALARM === 0)
        log.error(details, 'an e-mail keeps failing; it stays queued and will be retried');
      else log.warn(details, 'e-mail not sent; it will be retried');
      return;
    }
    await markSent(db.pool, row.id, clock.now(), outcome.extra);
  }

  const limit = pLimit(PARALLEL_SENDS);

  async function sendDueNow() {
    if (delivery === 'off') return 0;
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const batch = await claimDueEmails(db.pool, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
      await Promise.all(
        batch.map((row) =>
          limit(() =>
            // A row whose outcome could not be recorded keeps its lease; it is picked up once it ends.
            deliver(row).catch((error: unknown) =>
              log.warn({ err: error, outbox: row.id }, 'e-mail could not be recorded'),
            ),
          ),
        ),
      );
      sent += batch.length;
      if (batch.length < BATCH_SIZE) return sent;
    }
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
