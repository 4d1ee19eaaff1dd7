import { useRef } from 'react';
import { fill, formatShortDate } from '../../../shared/format';
import { bookingStatusLabel } from '../../../shared/labels';
import { formatRentalSummary } from '../../../shared/rental-dates';
import { bookingMessages } from '../../../shared/messages/bookings';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import type { BookingAction } from './api';
import { BOOKING_ACTION_TEXT, useRunBookingAction } from './booking-actions';
import { CancelBookingDialog, CancelNote } from './CancelBookingDialog';
import { canCancel, canMarkReturned } from './rental-state';

/** The chat's booking card: its state, and the actions the viewer may take from here. */
export function BookingSummaryCard({
  booking,
  role,
  mateName,
}: {
  booking: BookingSummary | null;
  role: 'host' | 'traveller';
  mateName: string;
}) {
  const { run, pending } = useRunBookingAction();
  const card = useRef<HTMLElement>(null);
  const act = async (kind: BookingAction, bookingId: string) => {
    if (pending) return;
    await run(kind, bookingId, mateName);
    // The buttons change with the status: keep keyboard focus on the card instead of losing it.
    card.current?.focus();
  };
  const actions: [BookingAction, string][] = [];
  if (booking?.status === 'pending' && role === 'host')
    actions.push(['confirm', 'btn-primary'], ['reject', 'btn-ghost text-red-800']);
  if (booking && canMarkReturned(booking) && role === 'host') actions.push(['complete', 'btn-secondary']);
  if (booking?.status === 'pending' && role === 'traveller')
    actions.push(['withdraw', 'btn-ghost text-red-800']);

  return (
    <section ref={card} tabIndex={-1} className="card p-4 outline-none" aria-labelledby="booking-card-title">
      <h2 id="booking-card-title" className="text-sm font-semibold text-stone-600">
        {bookingMessages.summaryTitle}
      </h2>
      {!booking ? (
        <p className="mt-1 text-stone-800">{bookingMessages.noBooking}</p>
      ) : (
        <>
          <p className="mt-1 text-lg font-bold text-stone-900">{bookingStatusLabel(booking)}</p>
          <p className="text-sm font-semibold text-stone-900">{formatRentalSummary(booking)}</p>
          <p className="text-sm text-stone-700">
            {fill(bookingMessages.requestedOn, { date: formatShortDate(booking.createdAt) })}
          </p>
          <CancelNote booking={booking} />
          {booking.message && <p className="mt-2 text-sm text-stone-800 italic">“{booking.message}”</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {actions.map(([kind, className]) => (
              <button
                key={kind}
                type="button"
                className={className}
                aria-disabled={pending}
                onClick={() => void act(kind, booking.id)}
              >
                {BOOKING_ACTION_TEXT[kind].label}
              </button>
            ))}
            {canCancel(booking) && (
              <CancelBookingDialog
                bookingId={booking.id}
                mateName={mateName}
                onCancelled={() => card.current?.focus()}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
