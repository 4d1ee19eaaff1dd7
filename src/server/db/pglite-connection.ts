import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

type Message = { name: string };

/**
 * node-postgres' connection, speaking to an in-process PGlite instead of a socket.
 *
 * The adapter PGlite ships (createPgConfig) hands each extended-protocol message to PGlite on its own;
 * when a statement fails (a CHECK or UNIQUE violation, which our services rely on), the backend and
 * the client then disagree about what comes next and the connection dies. Like a socket, this one
 * sends the messages up to a Sync (or Flush) together, so PostgreSQL's own error recovery applies.
 */
export class PgliteConnection extends EventEmitter {
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  private pending: Buffer[] = [];
  private queue: Promise<unknown>;
  private emitsRawMessages = false;
  private endQueued = false;
  /** The ended client's 'end' listeners, when a new client connected before that 'end' was emitted. */
  private endedClientListeners: Array<() => void> | null = null;

  constructor(private readonly lite: PGlite) {
    super();
    this.queue = lite.waitReady;
    this.on('newListener', (event) => {
      if (event === 'message') this.emitsRawMessages = true;
    });
  }

  async connect() {
    // The pool reuses this connection for its next client; an end still queued belongs to the old one.
    if (this.endQueued) {
      this.endedClientListeners = this.listeners('end') as Array<() => void>;
      this.removeAllListeners('end');
    }
    this._connecting = true;
    await this.lite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // Authentication and TLS do not exist in-process.
  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.pending.push(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.pending.push(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.pending.push(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.pending.push(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.pending.push(serialize.close(message));
  }
  flush() {
    this.send(serialize.flush());
  }
  sync() {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer) {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.send(serialize.copyFail(message));
  }

  end() {
    this.pending = [];
    this.endQueued = true;
    this.queue = this.queue.then(() => {
      const endedClient = this.endedClientListeners;
      this.endedClientListeners = null;
      this.endQueued = false;
      if (endedClient) for (const listener of endedClient) listener();
      else this.emit('end');
    });
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this.emitsRawMessages = false;
  }

  private send(last: Buffer) {
    const batch = Buffer.concat([...this.pending, last]);
    this.pending = [];
    this.queue = this.queue
      .then(() => this.lite.execProtocolStream(new Uint8Array(batch), { throwOnError: false }))
      .then((messages) => {
        for (const message of messages as Message[]) {
          if (this.emitsRawMessages) this.emit('message', message);
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        }
      })
      .catch((error: unknown) => this.emit('error', error));
  }
}

/** node-postgres pool settings for one PGlite: a single connection, like a one-connection server. */
export function pglitePoolConfig(lite: PGlite) {
  return {
    max: 1,
    connection: new PgliteConnection(lite),
    user: 'postgres',
    database: 'postgres',
    host: 'localhost',
    port: 5432,
  };
}
