import { eventEndpoints as endpoints } from '../../shared/contract/events.js';
import type { LiveEvent } from '../../shared/schemas/events.js';
import type { Database } from '../db/database.js';
import type { Route } from '../http/route.js';
import { takeOverResponse } from '../http/security-headers.js';
import { sessionExists } from '../auth/auth.repo.js';
import type { EventHub } from './event-hub.js';
import { eventsSince } from './user-events.repo.js';

export const HEARTBEAT_MS = 25_000;
const REPLAY_PAGE = 500;

function frame(event: LiveEvent) {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export function registerEventRoutes(route: Route, { hub, db }: { hub: EventHub; db: Database }) {
  route(endpoints.stream, async ({ actor, query, request, reply }) => {
    // An id that cannot be one of ours (not a safe integer) just means "start from now".
    const given = Number(request.headers['last-event-id'] ?? query.lastEventId ?? 0);
    const lastEventId = Number.isSafeInteger(given) && given > 0 ? given : 0;

    const stream = takeOverResponse(reply);
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    stream.write('retry: 3000\n\n');

    // Subscribe before replaying and hold live events meanwhile, so nothing falls in between;
    // an event both replayed and held is written once.
    let held: LiveEvent[] | null = [];
    const written = new Set<number>();
    // The hub may end the stream at any time (its session ended, one stream too many): nothing after.
    const write = (event: LiveEvent) => stream.writableEnded || stream.write(frame(event));
    const unsubscribe = hub.subscribe(
      { userId: actor.id, sessionId: actor.sessionId },
      (event) => (held ? held.push(event) : write(event)),
      stream,
    );
    const heartbeat = setInterval(() => stream.writableEnded || stream.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });

    try {
      // A session that ended between its lookup and the subscription announced it to nobody.
      if (actor.sessionId && !(await sessionExists(db.pool, actor.sessionId))) {
        stream.end();
        return;
      }
      // Page through everything missed, however long the absence.
      let after = lastEventId;
      while (after > 0 && !stream.writableEnded) {
        const page = await eventsSince(db.pool, actor.id, after, REPLAY_PAGE);
        for (const event of page) {
          written.add(event.id);
          write(event);
        }
        after = page.length === REPLAY_PAGE ? page.at(-1)!.id : 0;
      }
    } catch (error) {
      // Ending the stream makes the browser reconnect, rather than sit on a silent one.
      request.log.error({ err: error }, 'event replay failed');
      stream.end();
      return;
    }
    const pending = held;
    held = null;
    for (const event of pending) if (!written.has(event.id)) write(event);
  });
}
