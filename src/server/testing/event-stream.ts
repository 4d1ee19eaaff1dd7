/** Reads a Server-Sent Events response the way EventSource would, for tests and benchmarks. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
  receivedAt: number;
}

export interface EventStream {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** Resolves with the first event (already received or coming) that matches. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Settles once the stream is over: ended by the server, or closed here. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (!line || line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
            if (fields.data === undefined) continue;
            events.push({
              id: fields.id,
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
              receivedAt: performance.now(),
            });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * True as soon as the stream is over; false if it is still open after `withinMs` (the longest a stream
 * may take to end, not a pause: an ended stream answers at once).
 */
export function endsWithin(stream: EventStream, withinMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), withinMs))),
  ]).finally(() => clearTimeout(timer));
}
