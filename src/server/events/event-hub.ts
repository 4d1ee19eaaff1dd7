import type { LiveEvent } from '../../shared/schemas/events.js';
import type { Database } from '../db/database.js';
import { EVENTS_CHANNEL, findEvent, latestEventId } from './user-events.repo.js';

type Listener = (event: LiveEvent) => void;

interface Subscription {
  listener: Listener;
  stream: Endable;
  /** The session that opened the stream: when it ends, so does the stream. */
  sessionId: string | undefined;
}

/** Who holds a stream: the person, and the session (cookie or bearer token) they opened it with. */
export interface StreamOwner {
  userId: string;
  sessionId?: string;
}

/** What the hub needs of a stream: a way to end it, so its browser reconnects. */
interface Endable {
  end(): void;
}

/** A live event (inline or by id), or a session that ended (migration 022's trigger). */
interface Notice {
  id?: number;
  userId: string;
  type?: LiveEvent['type'];
  data?: unknown;
  sessionEnded?: string;
}

/**
 * Fans live events out to the streams held by this process. Every process LISTENs on the same
 * PostgreSQL channel, so an event committed through any process reaches a stream held by any other.
 * A person holds at most `streamsPerUser` streams here: one more ends their oldest. A stream ends when
 * the session that opened it does (signed out, suspended, deleted), whichever process ended it.
 */
export class EventHub {
  /** Per person, oldest first (a Set keeps insertion order). */
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private readonly streams = new Set<Endable>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly streamsPerUser = Number.POSITIVE_INFINITY,
  ) {}

  /** Where a stream opened now would start: pages read after it lose no event to the gap. */
  latestEventId() {
    return latestEventId(this.db.pool);
  }

  async start() {
    this.unlisten = await this.db.listen(
      EVENTS_CHANNEL,
      (payload) =>
        void this.deliver(payload).catch((error: unknown) =>
          this.log.warn({ err: error }, 'live event delivery failed'),
        ),
      () => {
        // Whatever was notified while the connection was down never reached these streams: ending them
        // makes each browser reconnect with Last-Event-ID and replay it from user_events.
        this.log.warn({ streams: this.streams.size }, 'event listener reconnected; ending open streams');
        this.endStreams();
      },
    );
  }

  /** Ends every open stream (clients reconnect elsewhere) and stops listening. */
  async stop() {
    this.endStreams();
    await this.unlisten?.();
  }

  subscribe({ userId, sessionId }: StreamOwner, listener: Listener, stream: Endable): () => void {
    const own = this.subscriptions.get(userId) ?? new Set<Subscription>();
    // Forgotten tabs and scripts must not pile up streams: the oldest goes, and its browser, if still
    // there, reconnects (ending some other stream of that person in turn).
    for (const oldest of own) {
      if (own.size < this.streamsPerUser) break;
      if (this.remove(userId, oldest)) oldest.stream.end();
    }
    const subscription = { listener, stream, sessionId };
    own.add(subscription);
    this.streams.add(stream);
    this.subscriptions.set(userId, own);
    return () => this.remove(userId, subscription);
  }

  /**
   * Ends the person's streams opened with this session, at once: the notice arrives in commit order, so
   * an event committed after the session ended finds no stream to reach.
   */
  private endSession(userId: string, sessionId: string) {
    for (const subscription of [...(this.subscriptions.get(userId) ?? [])]) {
      if (subscription.sessionId === sessionId && this.remove(userId, subscription))
        subscription.stream.end();
    }
  }

  /** Forgets a stream; false when it was already gone. */
  private remove(userId: string, gone: Subscription) {
    const own = this.subscriptions.get(userId);
    if (!own?.delete(gone)) return false;
    if (own.size === 0) this.subscriptions.delete(userId);
    this.streams.delete(gone.stream);
    return true;
  }

  private endStreams() {
    const streams = [...this.streams];
    this.streams.clear();
    for (const stream of streams) stream.end();
  }

  private async deliver(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch (error) {
      this.log.warn({ err: error }, 'unreadable event notice');
      return;
    }
    if (notice.sessionEnded !== undefined) {
      this.endSession(notice.userId, notice.sessionEnded);
      return;
    }
    const subscriptions = this.subscriptions.get(notice.userId);
    if (!subscriptions || subscriptions.size === 0 || notice.id === undefined) return;
    let event: LiveEvent;
    if (notice.type) {
      event = { id: notice.id, type: notice.type, data: notice.data } as LiveEvent;
    } else {
      // Too big to travel inline: read it back.
      const [row] = await findEvent(this.db.pool, notice.id);
      if (!row) return;
      event = { id: row.id, type: row.type, data: row.payload } as LiveEvent;
    }
    for (const { listener } of subscriptions) listener(event);
  }
}
