import { addDays, rentalToday } from '../../shared/rental-dates.js';
import type { Clock } from '../clock.js';

/** The real clock plus whatever a test has moved it forward: time still flows (rows keep their order), and a test jumps days without sleeping. */
export interface DrivenClock extends Clock {
  /** Moves the clock forward by hours (fractions allowed). */
  advanceHours(hours: number): void;
  /** Today in Spain, as the server reads it, plus `days`. */
  day(days?: number): string;
}

export function drivenClock(): DrivenClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advanceHours(hours) {
      offset += hours * 3_600_000;
    },
    day: (days = 0) => addDays(rentalToday(now()), days),
  };
}
