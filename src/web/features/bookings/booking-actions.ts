import { LONG_TOAST_MS } from '../../../shared/constants';
import { fill } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { useToast } from '../../components/ToastProvider';
import { errorMessage } from '../../lib/api';
import { useBookingAction, type BookingAction } from './api';

/** Each booking action's button text, its text while running, and the spec's toasts. */
export const BOOKING_ACTION_TEXT: Record<
  BookingAction,
  { label: string; busy: string; done: string; failed: string }
> = {
  confirm: {
    label: messages.bookings.confirm,
    busy: messages.bookings.confirming,
    done: messages.bookings.confirmedToast,
    failed: messages.bookings.confirmFailed,
  },
  reject: {
    label: messages.bookings.reject,
    busy: messages.bookings.rejecting,
    done: messages.bookings.rejectedToast,
    failed: messages.bookings.rejectFailed,
  },
  complete: {
    label: messages.bookings.markReturned,
    busy: messages.bookings.updating,
    done: messages.bookings.returnedToast,
    failed: messages.bookings.updateFailed,
  },
  withdraw: {
    label: messages.bookings.withdraw,
    busy: messages.bookings.updating,
    done: messages.bookings.withdrawnToast,
    failed: messages.bookings.updateFailed,
  },
};

/** Runs a booking action and tells how it went in a toast; never throws. */
export function useRunBookingAction() {
  const action = useBookingAction();
  const toast = useToast();
  const run = async (kind: BookingAction, bookingId: string, mateName: string) => {
    const text = BOOKING_ACTION_TEXT[kind];
    try {
      await action.mutateAsync({ id: bookingId, action: kind });
      // Spec §8: booking toasts last 5 s.
      toast.success(fill(text.done, { mate: mateName }), { duration: LONG_TOAST_MS });
    } catch (error) {
      toast.error(errorMessage(error, text.failed), { duration: LONG_TOAST_MS });
    }
  };
  return { run, pending: action.isPending, pendingId: action.isPending ? action.variables?.id : undefined };
}
