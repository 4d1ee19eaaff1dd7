import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_AFTER_BOOKING_MS } from '../../../shared/constants';
import { bookingMessages } from '../../../shared/messages/bookings';
import { mateDetailMessages } from '../../../shared/messages/mate-detail';
import { mateMessages } from '../../../shared/messages/mates';
import { fill } from '../../../shared/format';
import { mateTakesRequests } from '../../../shared/labels';
import { rentalMessages } from '../../../shared/messages/rentals';
import { formatRentalSummary, rentalHorizon, rentalToday } from '../../../shared/rental-dates';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { RegisterPrompt } from '../../components/RegisterPrompt';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { preloadable } from '../../components/preloadable';
import { useSession } from '../../lib/session';
import { conversationPath } from '../../../shared/app-routes';
import { BookingDates, keepEnterFromBooking } from './BookingDates';

/**
 * The form of someone who may book (react-hook-form, zod): a visitor's page never loads it. The mate's
 * route loads it with the page's data when the person may book (MateDetailPage's `loadViewerParts`).
 */
export const BookingForm = preloadable(() => import('./BookingForm').then((m) => m.BookingForm));

/** Spec §2 booking panel and its variants on the mate detail. */
export function BookingPanel({ mate }: { mate: MateDetail }) {
  const { user, isRegistered, loading } = useSession();
  const navigate = useNavigate();
  // Kept here, not in the form: once booked, the panel shows "Reserva pendiente" and the form is gone.
  // Leaving the page within the two seconds cancels the trip to the chat.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Booked from this panel's form: the booking's status then takes the place of the form, in a box as
  // tall as the form was, so nothing below it jumps in the two seconds before the chat opens.
  const [bookedHere, setBookedHere] = useState<{ height: number } | null>(null);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const goToChatSoon = (conversationId: string) => {
    redirect.current = setTimeout(
      () => void navigate(conversationPath(conversationId)),
      REDIRECT_AFTER_BOOKING_MS,
    );
  };

  // As tall as the signed-out button that usually replaces it.
  if (loading)
    return <div aria-hidden="true" className="h-11 w-full animate-pulse rounded-lg bg-stone-100" />;
  if (mate.viewer.isOwner) {
    return (
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-center font-semibold text-stone-800">
        {mateDetailMessages.ownMate}
      </p>
    );
  }
  const booking = mate.viewer.booking;
  if (booking)
    return (
      <div style={bookedHere ? { minHeight: bookedHere.height } : undefined}>
        <BookingStatus booking={booking} replacesForm={bookedHere !== null} />
      </div>
    );
  // Reservado today is still bookable for its free days; a paused or deleted mate is not. Someone the
  // policy does not let book (the host blocked them) reads what anyone reads of a mate they cannot book.
  if (!mateTakesRequests(mate.status) || !mate.viewer.mayBook)
    return (
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-stone-800">{mateDetailMessages.notBookable}</p>
    );
  // Like any rental marketplace: the days and the total before signing in or registering.
  if (!user || !isRegistered) return <BookingPreview mate={mate} next={user ? 'register' : 'signIn'} />;
  // Its code came with the page (the route's loader); after signing in on this page, the days show
  // while it arrives.
  return (
    <Suspense fallback={<BookingPreview mate={mate} next={null} />}>
      <BookingForm mate={mate} onBooking={(height) => setBookedHere({ height })} onBooked={goToChatSoon} />
    </Suspense>
  );
}

/**
 * The days and their total for someone who may not book yet. The chosen days go into the address
 * (?desde=&hasta=), which signing in (the login modal's return path) and registering (/auth?redirect=)
 * bring back: the booking form then starts from them.
 */
function BookingPreview({ mate, next }: { mate: MateDetail; next: 'signIn' | 'register' | null }) {
  const { openLogin } = useLoginPrompt();
  const [search, setSearch] = useSearchParams();
  const [days, setDays] = useState({
    startDate: search.get('desde') ?? '',
    endDate: search.get('hasta') ?? '',
  });
  const today = rentalToday(new Date());
  const choose = (next: { startDate: string; endDate: string }) => {
    setDays(next);
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of [
          ['desde', next.startDate],
          ['hasta', next.endDate],
        ] as const) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <BookingDates
        start={{
          value: days.startDate,
          input: {
            value: days.startDate,
            onChange: (event) => choose({ ...days, startDate: event.target.value }),
            onKeyDown: keepEnterFromBooking,
          },
        }}
        end={{
          input: {
            value: days.endDate,
            onChange: (event) => choose({ ...days, endDate: event.target.value }),
            onKeyDown: keepEnterFromBooking,
          },
        }}
        startDate={days.startDate}
        endDate={days.endDate}
        today={today}
        horizon={rentalHorizon(today)}
        taken={mate.takenDates}
        pricePerDay={mate.pricePerDay}
        onPick={choose}
      />
      {next === 'register' && <RegisterPrompt text={bookingMessages.mustRegister} />}
      {next === 'signIn' && (
        <button type="button" className="btn-primary w-full py-3" onClick={openLogin}>
          {mateDetailMessages.signInToBook}
        </button>
      )}
    </div>
  );
}

/**
 * The viewer's booking. Right after booking here it replaces the form, whose button had keyboard focus:
 * focus moves to this status, rather than falling back to the page, unless it already went elsewhere.
 */
function BookingStatus({
  booking,
  replacesForm,
}: {
  booking: NonNullable<MateDetail['viewer']['booking']>;
  replacesForm: boolean;
}) {
  const confirmed = booking.status === 'confirmed';
  const status = useRef<HTMLDivElement>(null);
  // In the commit that removes the form: focus never rests on the page in between.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (replacesForm && lost) status.current?.focus();
  }, [replacesForm]);
  return (
    <div
      ref={status}
      tabIndex={-1}
      className={`rounded-lg px-4 py-3 ${confirmed ? 'bg-yerba-100 text-yerba-900' : 'bg-calabaza-100 text-stone-900'}`}
      role="status"
    >
      <p className="font-bold">
        {confirmed ? mateDetailMessages.bookingConfirmed : mateMessages.bookingPending}
      </p>
      <p className="text-sm">{fill(rentalMessages.yourDates, { summary: formatRentalSummary(booking) })}</p>
      {!confirmed && <p className="text-sm">{mateDetailMessages.bookingPendingHint}</p>}
      {booking.conversationId && (
        <AppLink to={conversationPath(booking.conversationId)} className="btn-secondary mt-3 w-full">
          {bookingMessages.coordinate}
        </AppLink>
      )}
    </div>
  );
}
