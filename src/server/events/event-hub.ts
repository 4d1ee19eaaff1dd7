import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '../../shared/schemas/events.js';
import type { Database } from '../db/database.js';
import { EVENTS_CHANNEL, findEvent } from './user-events.repo.js';

type Listener = (event: LiveEvent) => void;

interface Notice {
  id: number;
  userId: string;
  type?: LiveEvent['type'];
  data?: unknown;
}

/**
 * Fans live events out to the streams held by this process. Every process LISTENs on the same
 * PostgreSQL channel, so an event committed through any process reaches a stream held by any other.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly streams = new Set<ServerResponse>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  async start() {
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, (payload) => void this.deliver(payload));
  }

  /** Ends every open stream (clients reconnect elsewhere) and stops listening. */
  async stop() {
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    await this.unlisten?.();
  }

  get streamCount() {
    return this.streams.size;
  }

  subscribe(userId: string, listener: Listener, stream: ServerResponse): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    this.streams.add(stream);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
      this.streams.delete(stream);
    };
  }

  private async deliver(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch (error) {
      this.log.warn({ err: error }, 'unreadable event notice');
      return;
    }
    const listeners = this.listeners.get(notice.userId);
    if (!listeners || listeners.size === 0) return;
    let event: LiveEvent;
    if (notice.type) {
      event = { id: notice.id, type: notice.type, data: notice.data } as LiveEvent;
    } else {
      // Too big to travel inline: read it back.
      const [row] = await findEvent(this.db.pool, notice.id);
      if (!row) return;
      event = { id: row.id, type: row.type, data: row.payload } as LiveEvent;
    }
    for (const listener of listeners) listener(event);
  }
}
