import { fill } from '../../shared/format.js';
import { formatRentalDates, formatRentalSummary } from '../../shared/rental-dates.js';
import { messages } from '../messages/catalogue.js';
import { reviewInviteText } from '../reviews/review-invite.js';

/**
 * Every text a notification (and its e-mail and push) can say, read when used: in the reader's language
 * (a request's, or an e-mail's or push's recipient's). A notification stores the key and its
 * values, never the words with a person's name in them: the person who acted is stored by id and named
 * when the text is read, so a name that changes or an account that is deleted never needs a rewrite.
 */
const TEMPLATES = {
  bookingRequested: () => messages.bookings.notifyHost,
  bookingSent: () => messages.bookings.notifyGuest,
  bookingConfirmed: () => messages.bookings.notifyConfirmed,
  bookingRejected: () => messages.bookings.notifyRejected,
  bookingWithdrawn: () => messages.bookings.notifyWithdrawn,
  datesTaken: () => messages.bookings.notifyDatesTaken,
  matePaused: () => messages.bookings.notifyPausedRejected,
  bookingExpired: () => messages.bookings.notifyExpired,
  bookingCancelled: () => messages.bookings.notifyCancelled,
  startsTomorrow: () => messages.bookings.notifyStartsTomorrow,
  endsToday: () => messages.bookings.notifyEndsToday,
  message: () => messages.conversations.notifyMessage,
  reviewPublished: () => messages.reviews.notifyPublished,
  reviewInvite: () => messages.reviews.notifyInvite,
  mateReactivated: () => messages.mates.reactivatedNotification,
  mateHidden: () => messages.admin.mateHiddenNotification,
  mateUnhidden: () => messages.admin.mateUnhiddenNotification,
} as const;

export type WordingKey = keyof typeof TEMPLATES;

/** What a notification says, without the name of whoever acted (that is its actor id). */
export interface Wording {
  key: WordingKey;
  values?: Record<string, string | number>;
}

export interface WordingContext {
  /** The actor's name as it reads now ("Usuario eliminado" once deleted); null without an actor. */
  actorName: string | null;
  /** Messages a chat notification counts (decision 0026). */
  count?: number;
  now: Date;
}

const isKey = (key: unknown): key is WordingKey => typeof key === 'string' && Object.hasOwn(TEMPLATES, key);

/** The stored wording, or null for a row written before wordings (it keeps its stored text). */
export function parseWording(stored: unknown): Wording | null {
  if (!stored || typeof stored !== 'object') return null;
  const { key, values } = stored as { key?: unknown; values?: unknown };
  if (!isKey(key)) return null;
  return { key, values: values && typeof values === 'object' ? (values as Wording['values']) : {} };
}

/**
 * A booking's dates and money, stored as they are and written here in the reader's language; a
 * notification stored before keeps the words it was written with.
 */
function withRental(values: Record<string, string | number>) {
  const { startDate, endDate, days, total } = values;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
  values.dates ??= formatRentalDates(startDate, endDate);
  if (typeof days === 'number' && typeof total === 'number')
    values.rental ??= formatRentalSummary({ startDate, endDate, days, total });
}

/** The words, as they read at `now`, naming the actor as they are named now. */
export function renderWording(wording: Wording, { actorName, count = 1, now }: WordingContext): string {
  const values: Record<string, string | number> = { ...wording.values };
  if (actorName !== null) values.name = actorName;
  withRental(values);
  switch (wording.key) {
    case 'message':
      return count > 1
        ? fill<string>(messages.conversations.notifyMessages, { ...values, count })
        : fill<string>(TEMPLATES.message(), values);
    case 'reviewInvite':
      // An invitation never promises time that is gone.
      return reviewInviteText(
        {
          mateName: String(values.mate),
          startDate: String(values.startDate),
          endDate: String(values.endDate),
          completedAt: String(values.completedAt),
        },
        now,
      );
    default:
      return fill<string>(TEMPLATES[wording.key](), values);
  }
}
