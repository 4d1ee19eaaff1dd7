import { useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { CONTACT_MESSAGE_MAX, LONG_TOAST_MS } from '../../../shared/constants';
import { bookingMessages } from '../../../shared/messages/bookings';
import { conversationMessages } from '../../../shared/messages/conversations';
import { rentalHorizon, rentalToday } from '../../../shared/rental-dates';
import { createBookingSchema } from '../../../shared/schemas/bookings';
import type { MateDetail } from '../../../shared/schemas/mates';
import type { DateRange } from '../../../shared/schemas/rentals';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateBooking } from './api';
import { BookingDates, chosenDaysIssue, keepEnterFromBooking } from './BookingDates';

/**
 * The booking form of someone who may book: the days, an optional message and "Reservar este mate".
 * Its code (react-hook-form, zod) loads only for them (BookingPanel.tsx).
 */
export function BookingForm({
  mate,
  onBooking,
  onBooked,
}: {
  mate: MateDetail;
  /** Sent as the request leaves, with the form's height: the booking's status can replace the form before it answers. */
  onBooking(height: number): void;
  onBooked(conversationId: string): void;
}) {
  const create = useCreateBooking(mate.id);
  const toast = useToast();
  const [search] = useSearchParams();
  const today = rentalToday(new Date());
  const horizon = rentalHorizon(today);
  const schema = useMemo(() => bookingFormSchema(today, mate.takenDates), [today, mate.takenDates]);
  // The list's "Fechas" travel with the link to the detail (?desde=&hasta=), and so do the days a
  // visitor chose before signing in.
  const form = useSchemaForm(schema, {
    defaultValues: {
      startDate: search.get('desde') ?? '',
      endDate: search.get('hasta') ?? '',
      message: '',
    },
  });
  const { field } = useController({ control: form.control, name: 'message' });
  const [startDate, endDate] = form.watch(['startDate', 'endDate']);
  const formId = useId();

  const submit = form.submit(
    async ({ message, ...days }) => {
      if (create.isPending || create.isSuccess) return;
      onBooking(document.getElementById(formId)?.offsetHeight ?? 0);
      const { conversationId } = await create.mutateAsync({ ...days, message: message ?? '' });
      toast.success(bookingMessages.created, { duration: LONG_TOAST_MS });
      // Spec §4: the chat opens two seconds after booking, once the confirmation has been read.
      onBooked(conversationId);
    },
    {
      fallback: bookingMessages.createFailed,
      onFailure: (message) => toast.error(message, { duration: LONG_TOAST_MS }),
    },
  );
  const setDates = (range: { startDate: string; endDate: string }) => {
    const validate = form.formState.isSubmitted;
    form.setValue('startDate', range.startDate, { shouldValidate: validate });
    form.setValue('endDate', range.endDate, { shouldValidate: validate });
  };

  return (
    <form id={formId} className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <BookingDates
        start={{
          value: startDate,
          error: form.fieldError('startDate'),
          input: { onKeyDown: keepEnterFromBooking, ...form.register('startDate') },
        }}
        end={{
          error: form.fieldError('endDate'),
          input: { onKeyDown: keepEnterFromBooking, ...form.register('endDate') },
        }}
        startDate={startDate}
        endDate={endDate}
        today={today}
        horizon={horizon}
        taken={mate.takenDates}
        pricePerDay={mate.pricePerDay}
        onPick={setDates}
        shownOnField={form.fieldError('startDate') ?? form.fieldError('endDate')}
      />
      {/* The booking message is optional: Enter adds a line, only the button books (no accidental booking). */}
      <MessageBox
        label={bookingMessages.messageLabel}
        value={field.value ?? ''}
        onChange={field.onChange}
        max={CONTACT_MESSAGE_MAX}
        counter={conversationMessages.contactCounter}
        placeholder={bookingMessages.messagePlaceholder}
        error={form.fieldError('message')}
      />
      <button
        type="submit"
        className="btn-primary w-full py-3"
        aria-disabled={create.isPending || create.isSuccess}
      >
        {create.isPending ? bookingMessages.booking : bookingMessages.book}
      </button>
    </form>
  );
}

/** The booking form's rules, each message under its field. */
function bookingFormSchema(today: string, taken: DateRange[]) {
  return createBookingSchema.superRefine((range, context) => {
    const issue = chosenDaysIssue(range, today, taken);
    if (issue) {
      const path = [issue.field === 'start' ? 'startDate' : 'endDate'];
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
  });
}
