import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface TestSmtp {
  /** `smtp://127.0.0.1:{port}` for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed, in the order they arrived. */
  received: ParsedMail[];
  /** Waits until `match` finds `count` messages (5 s at most by default), and returns them. */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening: senders get "connection refused" until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it accepts (no TLS, no sign-in). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;

  async function start() {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, count = 1, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count || Date.now() > until) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start,
  };
}
