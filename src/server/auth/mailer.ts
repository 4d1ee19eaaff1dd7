import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (`<…@host>`): a resent copy is recognisable as the same message. */
  messageId?: string;
  headers?: Record<string, string>;
}

export type Mailer = (mail: Mail) => Promise<void>;

// A server that stops answering must not hold a sender (or its outbox job) for minutes.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Sends through SMTP_URL; without it, writes the message to the server log (development). The SMTP
 * connections are pooled: up to `poolSize` stay open and carry one message after another (a burst of
 * notifications would otherwise open and greet a connection per e-mail); sends beyond them wait their
 * turn. `close` ends the pool when the server stops.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  poolSize: number,
): { send: Mailer; close(): void } {
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, messageId: mail.messageId } },
          `correo para ${mail.to} (sin SMTP_URL, solo en el registro): ${mail.subject}\n${mail.text}`,
        );
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: poolSize,
    ...TIMEOUTS,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
