import { useRef, useState } from 'react';
import { fill, formatShortDate } from '../../../shared/format';
import { bookingStatusLabel } from '../../../shared/labels';
import { formatRentalSummary } from '../../../shared/rental-dates';
import { bookingMessages } from '../../../shared/messages/bookings';
import type { ConversationDetail } from '../../../shared/schemas/conversations';
import type { BookingAction } from './api';
import { BookingActionButton } from './BookingActionButton';
import { useRunBookingAction } from './booking-actions';
import { BookingReviews } from './BookingReviews';
import { CancelBookingDialog, CancelNote } from './CancelBookingDialog';
import { canCancel, canMarkReturned } from './rental-state';

/**
 * The chat's booking card: its state and what comes next for the viewer's side, right in the thread —
 * the host's Confirmar/Rechazar and "Marcar como devuelto", the guest's "Cancelar solicitud", either
 * side's "Cancelar reserva", and "Dejá tu valoración" once the mate is back.
 */
export function BookingSummaryCard({
  booking,
  role,
  mateName,
  otherName,
}: {
  booking: ConversationDetail['booking'];
  role: 'host' | 'traveller';
  mateName: string;
  /** The other side, whom a review is about. */
  otherName: string;
}) {
  const { run, pending } = useRunBookingAction();
  const card = useRef<HTMLElement>(null);
  const [running, setRunning] = useState<BookingAction | null>(null);
  const act = async (kind: BookingAction, bookingId: string) => {
    if (pending) return false;
    setRunning(kind);
    const done = await run(kind, bookingId, mateName);
    setRunning(null);
    // The buttons change with the status: keep keyboard focus on the card instead of losing it.
    card.current?.focus();
    return done;
  };
  const actions: [BookingAction, string][] = [];
  if (booking?.status === 'pending' && role === 'host')
    actions.push(['confirm', 'btn-primary'], ['reject', 'btn-ghost text-red-800']);
  if (booking && canMarkReturned(booking) && role === 'host') actions.push(['complete', 'btn-secondary']);
  if (booking?.status === 'pending' && role === 'traveller')
    actions.push(['withdraw', 'btn-ghost text-red-800']);

  return (
    <section
      ref={card}
      // The review dialog gives focus back to `booking-{id}` once its button is gone.
      id={booking ? `booking-${booking.id}` : undefined}
      tabIndex={-1}
      // On a phone it never takes more than its share of the screen from the messages.
      className="card max-h-[45dvh] overflow-y-auto p-3 outline-none lg:max-h-none lg:p-4"
      aria-labelledby="booking-card-title"
    >
      <h2 id="booking-card-title" className="text-sm font-semibold text-stone-600">
        {bookingMessages.summaryTitle}
      </h2>
      {!booking ? (
        <p className="mt-1 text-stone-800">{bookingMessages.noBooking}</p>
      ) : (
        <>
          <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-stone-900">
            <span className="text-lg font-bold">{bookingStatusLabel(booking)}</span>
            <span className="text-sm font-semibold">{formatRentalSummary(booking)}</span>
          </p>
          <p className="text-sm text-stone-700">
            {fill(bookingMessages.requestedOn, { date: formatShortDate(booking.createdAt) })}
          </p>
          <CancelNote booking={booking} />
          {/* The request's message opens the thread too: on a phone the card leaves it there. */}
          {booking.message && (
            <p className="mt-2 hidden text-sm text-stone-800 italic lg:block">“{booking.message}”</p>
          )}
          <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
            {actions.map(([kind, className]) => (
              <BookingActionButton
                key={kind}
                kind={kind}
                mateName={mateName}
                className={className}
                busy={running === kind}
                disabled={pending}
                onRun={() => act(kind, booking.id)}
                focusAfter={() => card.current}
              />
            ))}
            {canCancel(booking) && (
              <CancelBookingDialog
                bookingId={booking.id}
                mateName={mateName}
                onCancelled={() => card.current?.focus()}
              />
            )}
          </div>
          <div className="mt-3 empty:hidden">
            <BookingReviews
              booking={{
                id: booking.id,
                reviews: booking.reviews,
                mate: { name: mateName },
                otherUser: { displayName: otherName },
              }}
              invite={false}
            />
          </div>
        </>
      )}
    </section>
  );
}
