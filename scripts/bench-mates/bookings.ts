// Generated rentals of days: each mate's bookings and blocks laid out on its own calendar, as the app keeps them.
import {
  AUTO_COMPLETE_DAYS,
  RENTAL_MAX_DAYS,
  addDays,
  rentalDays,
  rentalHorizon,
  rentalInstant,
  rentalToday,
} from '../../src/shared/rental-dates.js';
import type { HostSeed, MateSeed } from './generate.js';
import { pick, type Random } from './random.js';

type Kind = 'completed' | 'confirmed' | 'pending' | 'cancelled';
type CancelReason = 'rejected' | 'withdrawn' | 'cancelled' | 'expired';

export interface BookingSeed {
  guestId: string;
  hostId: string;
  mateId: string;
  status: Kind;
  cancelReason: CancelReason | null;
  cancelledBy: 'host' | 'guest' | null;
  cancelNote: string | null;
  startDate: string;
  endDate: string;
  days: number;
  total: number;
  createdAt: string;
  startRemindedAt: string | null;
  endRemindedAt: string | null;
}

export interface BlockSeed {
  mateId: string;
  startDate: string;
  endDate: string;
}

/** Share of each kind among the bookings of a listed mate; paused and deleted mates only have past ones. */
const KIND_SHARES: readonly [Kind, number][] = [
  ['completed', 0.35],
  ['confirmed', 0.15],
  ['pending', 0.05],
  ['cancelled', 0.45],
];
const REASON_SHARES: readonly [CancelReason, number][] = [
  ['rejected', 0.35],
  ['withdrawn', 0.25],
  ['expired', 0.3],
  ['cancelled', 0.1],
];
/** Share of listed mates whose host blocked a period (holidays, the kit in use). */
const BLOCK_SHARE = 0.03;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The lifecycle's reminders go out at 09:00 in Spain. */
const REMINDER_HOUR = 9;
/** A pending request is younger than its 48 hours, so the lifecycle has nothing to expire. */
const PENDING_MAX_AGE_MS = 46 * HOUR_MS;
/** Redraws of a booking's days before it ends up refused (overlapping what is already taken). */
const ATTEMPTS = 6;

const shareOf = <T>(shares: readonly [T, number][], random: Random): T => {
  let roll = random();
  for (const [value, share] of shares) if ((roll -= share) < 0) return value;
  return shares[shares.length - 1]![0];
};

/** Mostly short rentals (mean about 4 days), never over the 30-day limit. */
const rentalLength = (random: Random) =>
  Math.min(RENTAL_MAX_DAYS, 1 + Math.floor(-Math.log(1 - random()) * 3.5));

/** Days from today, weighted to the coming weeks, as people book. */
const soon = (random: Random, meanDays: number) => Math.floor(-Math.log(1 - random()) * meanDays);

interface Span {
  start: number;
  end: number;
}

const overlaps = (taken: readonly Span[], span: Span) =>
  taken.some((other) => other.start <= span.end && span.start <= other.end);

/**
 * `count` bookings spread at random over the mates, plus a block on a few listed mates. Days are whole
 * days relative to today in Spain. The layout follows the app's rules, so the lifecycle (the sweep the
 * server runs every ten minutes) finds nothing due:
 * - confirmed and completed rentals and blocks of one mate never overlap (the exclusion constraint);
 * - pending requests are under 48 hours old, start today or later and avoid taken days (they may
 *   overlap each other); a guest holds one active booking per mate;
 * - confirmed rentals end two days ago at the earliest (completion comes three days after the last
 *   day) and completed ones ended before that; reminders already due are marked sent;
 * - cancelled ones carry a reason and who cancelled, and may overlap anything;
 * - nothing starts before its mate was published or ends after the six-month horizon.
 */
export function generateBookings(
  mates: readonly MateSeed[],
  hosts: readonly HostSeed[],
  count: number,
  now: number,
  random: Random,
): { bookings: BookingSeed[]; blocks: BlockSeed[] } {
  const today = rentalToday(new Date(now));
  const horizon = rentalDays(today, rentalHorizon(today)) - 1;
  const dayCache = new Map<number, { date: string; startsAt: number }>();
  const day = (offset: number) => {
    let cached = dayCache.get(offset);
    if (!cached) {
      const date = addDays(today, offset);
      cached = { date, startsAt: rentalInstant(date).getTime() };
      dayCache.set(offset, cached);
    }
    return cached;
  };

  const perMate = new Uint16Array(mates.length);
  for (let i = 0; i < count; i++) perMate[Math.floor(random() * mates.length)]!++;

  const bookings: BookingSeed[] = [];
  const blocks: BlockSeed[] = [];
  mates.forEach((mate, index) => {
    const listed = mate.status === 'available';
    const publishedAt = new Date(mate.createdAt).getTime();
    // The first day anything of this mate can start: the day after it was published.
    const firstDay = rentalDays(today, rentalToday(new Date(publishedAt)));
    const taken: Span[] = [];
    const activeGuests = new Set<string>();

    if (listed && random() < BLOCK_SHARE) {
      const start = Math.min(horizon - 1, soon(random, 20));
      const span = { start, end: Math.min(horizon, start + 1 + Math.floor(random() * 13)) };
      taken.push(span);
      blocks.push({ mateId: mate.id, startDate: day(span.start).date, endDate: day(span.end).date });
    }

    const order: Kind[] = ['completed', 'confirmed', 'pending', 'cancelled'];
    const kinds = Array.from({ length: perMate[index]! }, () => {
      const kind = shareOf(KIND_SHARES, random);
      return listed || kind === 'completed' ? kind : 'cancelled';
    }).sort((a, b) => order.indexOf(a) - order.indexOf(b));

    for (const wanted of kinds) {
      let kind = wanted;
      let span: Span | null = null;
      for (let attempt = 0; attempt < ATTEMPTS && !span; attempt++) {
        const candidate = drawSpan(kind, random, firstDay, horizon);
        if (candidate && (kind === 'cancelled' || !overlaps(taken, candidate))) span = candidate;
      }
      if (!span) {
        // No free days for it: the host turned it down, as they would a request for taken days.
        kind = 'cancelled';
        span = drawSpan('cancelled', random, firstDay, horizon)!;
      }
      if (kind === 'completed' || kind === 'confirmed') taken.push(span);

      let guest = pick(hosts, random);
      while (guest.id === mate.hostId || activeGuests.has(guest.id)) guest = pick(hosts, random);
      if (kind === 'pending' || kind === 'confirmed') activeGuests.add(guest.id);

      const startsAt = day(span.start).startsAt;
      const createdAt =
        kind === 'pending'
          ? now - random() * Math.min(PENDING_MAX_AGE_MS, now - publishedAt)
          : // Requested up to two months ahead of its first day, after the mate was published.
            Math.max(publishedAt, Math.min(now, startsAt) - random() * 60 * DAY_MS);
      const cancelReason = kind === 'cancelled' ? shareOf(REASON_SHARES, random) : null;
      const days = span.end - span.start + 1;
      const sentAt = (offset: number) =>
        new Date(Math.min(now, day(offset).startsAt + REMINDER_HOUR * HOUR_MS)).toISOString();
      const active = kind === 'completed' || kind === 'confirmed';
      bookings.push({
        guestId: guest.id,
        hostId: mate.hostId,
        mateId: mate.id,
        status: kind,
        cancelReason,
        cancelledBy: cancelledBy(cancelReason, random),
        cancelNote: cancelReason === 'cancelled' ? 'Me surgió un viaje, perdón.' : null,
        startDate: day(span.start).date,
        endDate: day(span.end).date,
        days,
        total: Math.round(days * (mate.price ?? 0) * 100) / 100,
        createdAt: new Date(createdAt).toISOString(),
        // Reminders go out on the eve and on the last day; marked sent once their day has come.
        startRemindedAt: active && span.start <= 1 ? sentAt(span.start - 1) : null,
        endRemindedAt: active && span.end <= 0 ? sentAt(span.end) : null,
      });
    }
  });
  return { bookings, blocks };
}

/** A booking's first and last day (relative to today) for its kind, or null when the mate is too new for it. */
function drawSpan(kind: Kind, random: Random, firstDay: number, horizon: number): Span | null {
  const length = rentalLength(random);
  let start: number;
  switch (kind) {
    case 'completed': {
      // Ended before completion came (three days after the last day).
      const end = -AUTO_COMPLETE_DAYS - Math.floor(random() * 365);
      start = end - length + 1;
      break;
    }
    case 'confirmed':
      // Under way (ended two days ago at the latest) or ahead, mostly in the coming weeks.
      start = soon(random, 30) - 4;
      if (start + length - 1 < 1 - AUTO_COMPLETE_DAYS) return null;
      break;
    case 'pending':
      start = soon(random, 20);
      break;
    case 'cancelled':
      start = firstDay + Math.floor(random() * (horizon - firstDay + 1));
      break;
  }
  const end = start + length - 1;
  if (start < firstDay || end > horizon) return kind === 'cancelled' ? { start, end: horizon } : null;
  return { start, end };
}

function cancelledBy(reason: CancelReason | null, random: Random): 'host' | 'guest' | null {
  switch (reason) {
    case 'rejected':
      return 'host';
    case 'withdrawn':
      return 'guest';
    case 'cancelled':
      return random() < 0.5 ? 'host' : 'guest';
    default:
      return null;
  }
}
