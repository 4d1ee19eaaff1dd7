import { fill, formatShortDate } from '../../../shared/format';
import { bookingStatusLabel } from '../../../shared/labels';
import { messages } from '../../../shared/messages';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { useBookingAction, type BookingAction } from './api';

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
  const action = useBookingAction();
  const toast = useToast();
  const run = async (kind: BookingAction, success: string, failure: string) => {
    if (!booking) return;
    try {
      await action.mutateAsync({ id: booking.id, action: kind });
      toast.success(fill(success, { mate: mateName }));
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };

  return (
    <section className="card p-4" aria-labelledby="booking-card-title">
      <h2 id="booking-card-title" className="text-sm font-semibold text-stone-600">
        {messages.bookings.summaryTitle}
      </h2>
      {!booking ? (
        <p className="mt-1 text-stone-800">{messages.bookings.noBooking}</p>
      ) : (
        <>
          <p className="mt-1 text-lg font-bold text-stone-900">
            {bookingStatusLabel(booking.status, booking.cancelledBy)}
          </p>
          <p className="text-sm text-stone-700">
            {fill(messages.bookings.requestedOn, { date: formatShortDate(booking.createdAt) })}
          </p>
          {booking.message && <p className="mt-2 text-sm text-stone-800 italic">“{booking.message}”</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {role === 'host' && booking.status === 'pending' && (
              <>
                <button
                  type="button"
                  className="btn-primary"
                  disabled={action.isPending}
                  onClick={() =>
                    run('confirm', messages.bookings.confirmedToast, messages.bookings.confirmFailed)
                  }
                >
                  {messages.bookings.confirm}
                </button>
                <button
                  type="button"
                  className="btn-ghost text-red-800"
                  disabled={action.isPending}
                  onClick={() =>
                    run('reject', messages.bookings.rejectedToast, messages.bookings.rejectFailed)
                  }
                >
                  {messages.bookings.reject}
                </button>
              </>
            )}
            {role === 'host' && booking.status === 'confirmed' && (
              <button
                type="button"
                className="btn-secondary"
                disabled={action.isPending}
                onClick={() =>
                  run('complete', messages.bookings.returnedToast, messages.bookings.updateFailed)
                }
              >
                {messages.bookings.markReturned}
              </button>
            )}
            {role === 'traveller' && booking.status === 'pending' && (
              <button
                type="button"
                className="btn-ghost text-red-800"
                disabled={action.isPending}
                onClick={() =>
                  run('withdraw', messages.bookings.withdrawnToast, messages.bookings.updateFailed)
                }
              >
                {messages.bookings.withdraw}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
