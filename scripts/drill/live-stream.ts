/**
 * A person's live stream held the way a browser's EventSource holds it: when the connection drops it
 * waits the `retry` the server announced, then reconnects with Last-Event-ID to catch up.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  openEventStream,
  type EventStream,
  type StreamEvent,
} from '../../src/server/testing/event-stream.js';
import { SERVED_BY } from './balancer.js';

/** The server's `retry: 3000` (events.routes.ts). */
export const RETRY_MS = 3000;

export interface Connection {
  server: string | null;
  /** When its answer arrived (performance.now()). */
  openedAt: number;
  /** When it dropped, if it did (not counting a close from here). */
  droppedAt?: number;
  events: StreamEvent[];
}

export class LiveStream {
  readonly connections: Connection[] = [];
  private current: EventStream | null = null;
  private closed = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  /** Resolves once the first connection is open. */
  async open() {
    const first = await this.connect();
    if (!first) throw new Error('the live stream was refused');
    this.running = this.hold(first);
  }

  /** Every event received, over every connection, in arrival order. */
  get events(): StreamEvent[] {
    return this.connections.flatMap((connection) => connection.events);
  }

  close() {
    this.closed = true;
    this.current?.close();
    return this.running;
  }

  private async connect(): Promise<EventStream | null> {
    const lastId = Math.max(0, ...this.events.map((event) => Number(event.id ?? 0)));
    const stream = await openEventStream(this.url, {
      cookie: this.cookie,
      ...(lastId > 0 ? { 'last-event-id': String(lastId) } : {}),
    }).catch(() => null);
    if (!stream || stream.status !== 200) {
      stream?.close();
      return null;
    }
    this.current = stream;
    this.connections.push({
      server: stream.headers.get(SERVED_BY),
      openedAt: performance.now(),
      events: stream.events,
    });
    return stream;
  }

  private async hold(first: EventStream) {
    let stream: EventStream | null = first;
    while (!this.closed) {
      if (stream) {
        await stream.ended;
        if (this.closed) return;
        this.connections.at(-1)!.droppedAt = performance.now();
      }
      await sleep(RETRY_MS);
      if (this.closed) return;
      stream = await this.connect();
    }
  }
}
