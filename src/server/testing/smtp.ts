import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface TestSmtp {
  /** `smtp://127.0.0.1:{port}` for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed, in the order they arrived. */
  received: ParsedMail[];
  /** How many connections senders have opened so far. */
  connections(): number;
  /** Refuses the next `count` messages with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Waits until `match` finds `count` messages (5 s at most by default), and returns them. */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /**
   * From now on each message is kept but the server's answer is held back, so its sender waits in the
   * middle of the send, as long as it lives, until `release`.
   */
  holdAnswers(): void;
  /** How many messages are kept but not yet answered. */
  unanswered(): number;
  /** Answers the held messages (a sender that died never reads it) and answers at once again. */
  release(): void;
  /** Stops listening and drops open connections: senders get "connection refused" until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it accepts (no TLS, no sign-in). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let holding = false;
  const held: (() => void)[] = [];
  let connections = 0;
  let refusals = 0;

  async function start() {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopped, it drops its open (pooled) connections at once, as a server that went down.
      closeTimeout: 100,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, _session, callback) {
        if (refusals > 0) {
          refusals--;
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            if (holding) held.push(() => callback());
            else callback();
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
    connections: () => connections,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(match, count = 1, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count || Date.now() > until) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    holdAnswers() {
      holding = true;
    },
    unanswered: () => held.length,
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start,
  };
}
