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

// A server that stops answering must not hold a sender (or its lease on the outbox) for minutes.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Sends through SMTP_URL; without it, writes the message to the server log (development). */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return async (mail) => {
      log.info(
        { mail: { to: mail.to, subject: mail.subject, messageId: mail.messageId } },
        `correo para ${mail.to} (sin SMTP_URL, solo en el registro): ${mail.subject}\n${mail.text}`,
      );
    };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
