import { LONG_TOAST_MS } from '../../../shared/constants';
import { fill } from '../../../shared/format';
import { bookingMessages } from '../../../shared/messages/bookings';
import { useToast } from '../../components/ToastProvider';
import { errorMessage } from '../../lib/api';
import { useBookingAction, type BookingAction } from './api';

interface BookingActionText {
  label: string;
  busy: string;
  done: `${string}{mate}${string}`;
  failed: string;
}

/**
 * A booking action's button text, its text while running, and the spec's toasts, read when asked for so
 * they come in the page's language.
 */
export const bookingActionText = (kind: BookingAction): BookingActionText => bookingActionTexts()[kind];

const bookingActionTexts = (): Record<BookingAction, BookingActionText> => ({
  confirm: {
    label: bookingMessages.confirm,
    busy: bookingMessages.confirming,
    done: bookingMessages.confirmedToast,
    failed: bookingMessages.confirmFailed,
  },
  reject: {
    label: bookingMessages.reject,
    busy: bookingMessages.rejecting,
    done: bookingMessages.rejectedToast,
    failed: bookingMessages.rejectFailed,
  },
  complete: {
    label: bookingMessages.markReturned,
    busy: bookingMessages.updating,
    done: bookingMessages.returnedToast,
    failed: bookingMessages.updateFailed,
  },
  withdraw: {
    label: bookingMessages.withdraw,
    busy: bookingMessages.updating,
    done: bookingMessages.withdrawnToast,
    failed: bookingMessages.updateFailed,
  },
});

/** Runs a booking action and tells how it went in a toast; never throws, answers whether it was done. */
export function useRunBookingAction() {
  const action = useBookingAction();
  const toast = useToast();
  const run = async (kind: BookingAction, bookingId: string, mateName: string) => {
    const text = bookingActionText(kind);
    try {
      await action.mutateAsync({ id: bookingId, action: kind });
      // Spec §8: booking toasts last 5 s.
      toast.success(fill(text.done, { mate: mateName }), { duration: LONG_TOAST_MS });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, text.failed), { duration: LONG_TOAST_MS });
      return false;
    }
  };
  return { run, pending: action.isPending, pendingId: action.isPending ? action.variables?.id : undefined };
}
