/**
 * Rental days (decisions: "Rentals with dates"): whole days in Spain's calendar, written as ISO dates
 * ("2026-03-07"), inclusive of both ends. The server and the booking panel read the same rules here.
 */
import { rentalMessages } from './messages/rentals.js';
import { formatEuros, formatPrice, fill, plural } from './format.js';

export const RENTAL_MAX_DAYS = 30;
export const RENTAL_HORIZON_MONTHS = 6;
export const RENTAL_TIME_ZONE = 'Europe/Madrid';
/** A request the host has not answered expires this long after it was made. */
export const REQUEST_TTL_HOURS = 48;
/** A confirmed rental completes by itself this many days after its last day. */
export const AUTO_COMPLETE_DAYS = 3;
/** A cancellation's reason and a closure's note, in characters. */
export const RENTAL_NOTE_MAX = 300;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function toUtc(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "2026-02-30" is not a date even though it has the shape of one. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && fromUtc(toUtc(value)) === value;
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Same day of the month `months` later, or that month's last day ("31 de agosto" + 6 → "28 de febrero"). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

/** Days from `start` to `end` counting both: the same day is 1. */
export function rentalDays(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / DAY_MS) + 1;
}

/** The instant (UTC milliseconds) of the last Sunday of `month` (0-based) in `year`, at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Spain's offset from UTC at `instant`, in minutes: 60, and 120 in summer time, which runs from the last
 * Sunday of March to the last Sunday of October at 01:00 UTC (the EU rule, directive 2000/84/EC).
 * Worked out here rather than through Intl: a browser's first time-zone formatter costs a phone tens of
 * milliseconds while the page starts. rental-dates.test.ts checks every hour of 2000–2040 against the
 * time-zone database.
 */
function offsetMinutes(instant: number) {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return summer ? 120 : 60;
}

/** Today's date in Spain at `now`. */
export function rentalToday(now: Date): string {
  return fromUtc(now.getTime() + offsetMinutes(now.getTime()) * 60_000);
}

/** The instant a day's `hour` o'clock strikes in Spain (midnight by default). */
export function rentalInstant(date: string, hour = 0): Date {
  const wall = toUtc(date) + hour * 3_600_000;
  // The offset of the wall time itself; twice, so a day that changes its clock lands right.
  let instant = wall - offsetMinutes(wall) * 60_000;
  instant = wall - offsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/** The last day a rental may reach, counted from today. */
export function rentalHorizon(today: string): string {
  return addMonths(today, RENTAL_HORIZON_MONTHS);
}

/**
 * What is wrong with a choice of days, as the Spanish message to show, or null when it can be booked.
 * A host's closure has no length limit, and one already under way keeps its first day.
 */
export function rentalRangeProblem(
  start: string,
  end: string,
  today: string,
  { closure = false, keptStart }: { closure?: boolean; keptStart?: string } = {},
): string | null {
  if (!start || !end) return rentalMessages.datesRequired;
  if (!isIsoDate(start) || !isIsoDate(end)) return rentalMessages.dateInvalid;
  if (start < today && start !== keptStart) return rentalMessages.startInPast;
  if (end < start) return rentalMessages.endBeforeStart;
  if (end < today) return rentalMessages.startInPast;
  if (end > rentalHorizon(today))
    return closure ? rentalMessages.closureTooFarAhead : rentalMessages.tooFarAhead;
  if (!closure && rentalDays(start, end) > RENTAL_MAX_DAYS) return rentalMessages.tooManyDays;
  return null;
}

/**
 * The same check, with the field a form shows it under: a missing or invalid day on its own field, a
 * past "Desde" on "Desde", every other rule (order, horizon, length) on "Hasta".
 */
export function rentalRangeIssue(
  start: string,
  end: string,
  today: string,
  options?: { closure?: boolean; keptStart?: string },
): { field: 'start' | 'end'; message: string } | null {
  const message = rentalRangeProblem(start, end, today, options);
  if (message === null) return null;
  if (message === rentalMessages.datesRequired) return { field: start ? 'end' : 'start', message };
  if (message === rentalMessages.dateInvalid) return { field: isIsoDate(start) ? 'end' : 'start', message };
  return { field: message === rentalMessages.startInPast ? 'start' : 'end', message };
}

/** Days × price per day, in euros with cents; 0 for a free mate. */
export function rentalTotal(days: number, pricePerDay: number | null): number {
  return Math.round(days * (pricePerDay ?? 0) * 100) / 100;
}

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month: rentalMessages.months[month - 1]!, day };
}

/**
 * "del 3 al 7 de marzo", "del 28 de febrero al 3 de marzo", "el 3 de marzo"; years only when they differ.
 * In the active language ("from 3 to 7 March", "de 3 a 7 de março").
 */
export function formatRentalDates(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  if (start === end) return fill(rentalMessages.datesOneDay, { day: from.day, month: from.month });
  const days = { startDay: from.day, endDay: to.day };
  if (from.year !== to.year) {
    return fill(rentalMessages.datesAcrossYears, {
      ...days,
      startMonth: from.month,
      startYear: from.year,
      endMonth: to.month,
      endYear: to.year,
    });
  }
  if (from.month === to.month) return fill(rentalMessages.datesSameMonth, { ...days, month: to.month });
  return fill(rentalMessages.datesSameYear, { ...days, startMonth: from.month, endMonth: to.month });
}

/** "1 día", "5 días". */
export function formatDayCount(days: number): string {
  return fill(plural(days, { one: rentalMessages.oneDay, other: rentalMessages.manyDays }), { days });
}

/** A total in euros as the spec writes money ("€17.50"), or "Gratis". */
export function formatTotal(total: number): string {
  return total > 0 ? formatEuros(total) : rentalMessages.free;
}

/** "del 3 al 7 de marzo · 5 días · €17.50": a booking's dates on cards, chat and notifications. */
export function formatRentalSummary(rental: {
  startDate: string;
  endDate: string;
  days: number;
  total: number;
}) {
  return [
    formatRentalDates(rental.startDate, rental.endDate),
    formatDayCount(rental.days),
    formatTotal(rental.total),
  ].join(' · ');
}

/** The booking panel's two lines: "5 días × €3.50/día" and "Total: €17.50" (or "Gratis"). */
export function formatRentalQuote(days: number, pricePerDay: number | null) {
  const total = rentalTotal(days, pricePerDay);
  if (total === 0) return { breakdown: formatDayCount(days), total: rentalMessages.free };
  return {
    breakdown: `${formatDayCount(days)} × ${formatPrice(pricePerDay)}`,
    total: fill(rentalMessages.total, { total: formatTotal(total) }),
  };
}
