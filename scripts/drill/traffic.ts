/**
 * The drill's traffic, an open loop as people make it: a chat message every tick in turn across the
 * conversations, a booking request every fourth, and once a burst against the chat limit. Only writes
 * answered 201 count as acknowledged.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { addDays, rentalToday } from '../../src/shared/rental-dates.js';
import { clearOfWindowEdge } from '../../src/server/testing/limit-windows.js';
import type { Answer, Client } from './client.js';
import type { Person } from './people.js';

/** How long after the kill tick's writes went out the process is killed: they are on their way. */
const KILL_DELAY_MS = 15;

export interface Write {
  kind: 'message' | 'booking';
  id: string;
  /** The two people it reaches (indexes into the cast), sender first. */
  people: [number, number];
  ackAt: number;
  server: string;
}

export interface Conversation {
  id: string;
  traveller: number;
  host: number;
}

export interface Cast {
  people: Person[];
  /** Each traveller's conversation with their own host, index for index. */
  conversations: Conversation[];
  /** Hosts' mates, by host index. */
  mates: { id: string; host: number }[];
  /** Someone who only writes in the burst, to their own host. */
  burst: Conversation;
}

export interface TrafficPlan {
  tickMs: number;
  ticks: number;
  /** The tick at which `onKill` runs. */
  killTick: number;
  /** The tick at which the burst goes out. */
  burstTick: number;
  /** The chat limit per minute: the burst sends twice as many. */
  chatLimit: number;
}

export interface TrafficResult {
  writes: Write[];
  /** Writes that got no answer, or a 5xx from the balancer: not acknowledged. */
  unanswered: { kind: Write['kind']; status: number; at: number }[];
  /** Answers that should not happen (a 4xx outside the burst, anything but 201/429 in it). */
  unexpected: { what: string; status: number; body: unknown }[];
  burst: { accepted: number; refused: number; servers: Set<string> };
  /** Which process answered how many requests. */
  servedBy: Map<string, number>;
}

export async function runTraffic(
  request: Client,
  cast: Cast,
  plan: TrafficPlan,
  pool: pg.Pool,
  onKill: () => void,
): Promise<TrafficResult> {
  const result: TrafficResult = {
    writes: [],
    unanswered: [],
    unexpected: [],
    burst: { accepted: 0, refused: 0, servers: new Set() },
    servedBy: new Map(),
  };
  const note = (kind: Write['kind'], what: string, answer: Answer, people: [number, number], id: unknown) => {
    if (answer.server) result.servedBy.set(answer.server, (result.servedBy.get(answer.server) ?? 0) + 1);
    if (answer.status === 201 && typeof id === 'string')
      result.writes.push({ kind, id, people, ackAt: answer.at, server: answer.server ?? '?' });
    else if (answer.status === 0 || answer.status >= 500)
      result.unanswered.push({ kind, status: answer.status, at: answer.at });
    else result.unexpected.push({ what, status: answer.status, body: answer.json });
  };
  const say = async (conversation: Conversation, from: number, content: string) => {
    const sent = await request(`/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      cookie: cast.people[from]!.cookie,
      body: { content },
    });
    const to = from === conversation.host ? conversation.traveller : conversation.host;
    return { sent, people: [from, to] as [number, number] };
  };

  const burst = async () => {
    // The whole burst inside one minute's window, so exactly the limit gets through; it waits out at
    // most 10 s of a window's end, so it is over before the kill.
    await clearOfWindowEdge(pool, 60, 10);
    const answers = await Promise.all(
      Array.from({ length: 2 * plan.chatLimit }, (_, i) =>
        say(cast.burst, cast.burst.traveller, `Ráfaga ${i}`),
      ),
    );
    for (const { sent, people } of answers) {
      if (sent.server) result.burst.servers.add(sent.server);
      if (sent.status === 429) {
        result.burst.refused++;
        if (sent.server) result.servedBy.set(sent.server, (result.servedBy.get(sent.server) ?? 0) + 1);
        continue;
      }
      if (sent.status === 201) result.burst.accepted++;
      note('message', 'burst message', sent, people, sent.json.id);
    }
  };

  const today = rentalToday(new Date());
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let bookings = 0;
  for (let tick = 0; tick < plan.ticks; tick++) {
    const wait = started + tick * plan.tickMs - performance.now();
    if (wait > 0) await sleep(wait);
    if (tick === plan.burstTick) inFlight.push(burst());

    // One conversation's turn per tick; at the kill, every conversation at once, and the kill a moment
    // after they went out, so some of them are in flight on the process killed.
    const round = Math.floor(tick / cast.conversations.length);
    const turns =
      tick === plan.killTick ? cast.conversations : [cast.conversations[tick % cast.conversations.length]!];
    for (const conversation of turns) {
      const from = round % 2 === 0 ? conversation.traveller : conversation.host;
      inFlight.push(
        say(conversation, from, `Mensaje ${tick} ${conversation.id}`).then(({ sent, people }) =>
          note('message', 'chat message', sent, people, sent.json.id),
        ),
      );
    }
    if (tick === plan.killTick) setTimeout(onKill, KILL_DELAY_MS);

    if (tick % 4 === 0) {
      // Each guest asks each other host's mate once, on a day of its own.
      const b = bookings++;
      const n = cast.conversations.length;
      const guest = cast.conversations[b % n]!.traveller;
      const mate = cast.mates[((b % n) + 1 + (Math.floor(b / n) % (n - 1))) % n]!;
      const day = addDays(today, 3 + 2 * b);
      inFlight.push(
        request(`/api/mates/${mate.id}/bookings`, {
          method: 'POST',
          cookie: cast.people[guest]!.cookie,
          body: { startDate: day, endDate: day, message: `Reserva ${b}` },
        }).then((answer) =>
          note('booking', 'booking request', answer, [guest, mate.host], answer.json.bookingId),
        ),
      );
    }
  }
  await Promise.all(inFlight);
  return result;
}
