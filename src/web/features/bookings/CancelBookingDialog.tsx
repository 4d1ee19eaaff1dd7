import { useController } from 'react-hook-form';
import { LONG_TOAST_MS } from '../../../shared/constants';
import { fill } from '../../../shared/format';
import { rentalMessages } from '../../../shared/messages/rentals';
import { RENTAL_NOTE_MAX } from '../../../shared/rental-dates';
import { cancelBookingSchema, type BookingSummary } from '../../../shared/schemas/bookings';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { FormSheet } from '../../components/ui/FormSheet';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCancelBooking } from './api';

/** Why a booking was cancelled, in the words of whoever cancelled it ("Motivo: …"). */
export function CancelNote({ booking }: { booking: Pick<BookingSummary, 'cancelNote'> }) {
  if (!booking.cancelNote) return null;
  return (
    <p className="mt-1 text-sm text-stone-800">
      {fill(rentalMessages.cancelNote, { reason: booking.cancelNote })}
    </p>
  );
}

/** "Cancelar reserva": a dialog asking why, which the other side reads; the days free up. */
export function CancelBookingDialog({
  bookingId,
  mateName,
  onCancelled,
}: {
  bookingId: string;
  mateName: string;
  /** Where keyboard focus goes once the row or card changes under it. */
  onCancelled?(): void;
}) {
  const cancel = useCancelBooking();
  const toast = useToast();
  const form = useSchemaForm(cancelBookingSchema, { defaultValues: { reason: '' } });
  const { field } = useController({ control: form.control, name: 'reason' });

  return (
    <FormSheet
      onClose={() => form.reset()}
      trigger={
        <button
          type="button"
          className="btn-ghost text-red-800"
          aria-label={`${rentalMessages.cancel}: ${mateName}`}
        >
          {rentalMessages.cancel}
        </button>
      }
      title={`${rentalMessages.cancel}: ${mateName}`}
      description={rentalMessages.cancelDescription}
    >
      {({ close }) => (
        <form
          className="flex flex-col gap-3"
          onSubmit={form.submit(
            async ({ reason }) => {
              if (cancel.isPending) return;
              await cancel.mutateAsync({ id: bookingId, reason });
              close();
              toast.success(fill(rentalMessages.cancelledToast, { mate: mateName }), {
                duration: LONG_TOAST_MS,
              });
              onCancelled?.();
            },
            { fallback: rentalMessages.cancelFailed },
          )}
          noValidate
        >
          <MessageBox
            label={rentalMessages.cancelReasonLabel}
            value={field.value}
            onChange={field.onChange}
            max={RENTAL_NOTE_MAX}
            counter={rentalMessages.cancelReasonCounter}
            error={form.fieldError('reason')}
          />
          <FormError message={form.formError} />
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <button type="submit" className="btn-danger flex-1" aria-disabled={cancel.isPending}>
              {cancel.isPending ? rentalMessages.cancelling : rentalMessages.cancel}
            </button>
            <button type="button" className="btn-ghost flex-1" onClick={close}>
              {rentalMessages.cancelKeep}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}
