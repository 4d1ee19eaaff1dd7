import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useController } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { CONTACT_MESSAGE_MAX, LONG_TOAST_MS, REDIRECT_AFTER_BOOKING_MS } from '../../../shared/constants';
import { bookingMessages } from '../../../shared/messages/bookings';
import { conversationMessages } from '../../../shared/messages/conversations';
import { mateDetailMessages } from '../../../shared/messages/mate-detail';
import { mateMessages } from '../../../shared/messages/mates';
import { fill } from '../../../shared/format';
import { mateTakesRequests } from '../../../shared/labels';
import { rentalMessages } from '../../../shared/messages/rentals';
import {
  formatRentalDates,
  formatRentalQuote,
  formatRentalSummary,
  rentalDays,
  rentalHorizon,
  rentalRangeIssue,
  rentalToday,
} from '../../../shared/rental-dates';
import { createBookingSchema } from '../../../shared/schemas/bookings';
import type { DateRange } from '../../../shared/schemas/rentals';
import { DateRangeFields } from '../../components/DateRangeFields';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { MessageBox } from '../../components/MessageBox';
import { RegisterPrompt } from '../../components/RegisterPrompt';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useToast } from '../../components/ToastProvider';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateBooking } from './api';
import { conversationPath } from '../../../shared/app-routes';

// The day picker loads after the page: it is not needed to read the mate, only to choose days.
const RentalCalendar = lazy(() => import('./RentalCalendar').then((m) => ({ default: m.RentalCalendar })));

/** Spec §2 booking button and its variants on the mate detail. */
export function BookingPanel({ mate }: { mate: MateDetail }) {
  const { user, isRegistered, loading } = useSession();
  const { openLogin } = useLoginPrompt();
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
  if (!user) {
    return (
      <button type="button" className="btn-primary w-full py-3" onClick={openLogin}>
        {mateDetailMessages.signInToBook}
      </button>
    );
  }
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
  if (!isRegistered) return <RegisterPrompt text={bookingMessages.mustRegister} />;
  // Reservado today is still bookable for its free days; a paused or deleted mate is not.
  if (!mateTakesRequests(mate.status))
    return (
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-stone-800">{mateDetailMessages.notBookable}</p>
    );
  return (
    <BookingForm mate={mate} onBooking={(height) => setBookedHere({ height })} onBooked={goToChatSoon} />
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

function BookingForm({
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
  // The list's "Fechas" travel with the link to the detail (?desde=&hasta=).
  const form = useSchemaForm(schema, {
    defaultValues: {
      startDate: search.get('desde') ?? '',
      endDate: search.get('hasta') ?? '',
      message: '',
    },
  });
  const { field } = useController({ control: form.control, name: 'message' });
  const [startDate, endDate] = form.watch(['startDate', 'endDate']);
  const hydrated = useHydrated();
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
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{rentalMessages.datesLegend}</legend>
        <DateRangeFields
          start={{
            value: startDate,
            error: form.fieldError('startDate'),
            input: { onKeyDown: keepEnterFromBooking, ...form.register('startDate') },
          }}
          end={{
            error: form.fieldError('endDate'),
            input: { onKeyDown: keepEnterFromBooking, ...form.register('endDate') },
          }}
          min={today}
          max={horizon}
        />
        {/* The calendar's code loads after the page; its box keeps its size meanwhile. */}
        <div className="min-h-[21.5rem]">
          {hydrated ? (
            <Suspense fallback={<CalendarPlaceholder />}>
              <RentalCalendar
                startDate={startDate}
                endDate={endDate}
                today={today}
                horizon={horizon}
                taken={mate.takenDates}
                onChange={setDates}
              />
            </Suspense>
          ) : (
            <CalendarPlaceholder />
          )}
        </div>
        <RentalQuote
          startDate={startDate}
          endDate={endDate}
          today={today}
          taken={mate.takenDates}
          pricePerDay={mate.pricePerDay}
          shownOnField={form.fieldError('startDate') ?? form.fieldError('endDate')}
        />
      </fieldset>
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

/** Enter in a date input would submit the form: only the button books. */
function keepEnterFromBooking(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** What is wrong with the chosen days: the shared date rules, then any day already taken. */
function chosenDaysIssue(range: DateRange, today: string, taken: DateRange[]) {
  const issue = rentalRangeIssue(range.startDate, range.endDate, today);
  if (issue) return issue;
  const overlaps = taken.some(
    (other) => other.startDate <= range.endDate && range.startDate <= other.endDate,
  );
  return overlaps ? { field: 'start' as const, message: rentalMessages.unavailable } : null;
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

/** What the chosen days cost, read out as it changes: "5 días × €3.50/día" and "Total: €17.50". */
function RentalQuote({
  startDate,
  endDate,
  today,
  taken,
  pricePerDay,
  shownOnField,
}: {
  startDate: string;
  endDate: string;
  today: string;
  taken: DateRange[];
  pricePerDay: number | null;
  /** The message under "Desde" or "Hasta" once the form was sent: said there, it is not said twice. */
  shownOnField: string | undefined;
}) {
  // Until both days are chosen, the hint; then the first broken rule, or the quote.
  const issue =
    startDate && endDate
      ? (chosenDaysIssue({ startDate, endDate }, today, taken)?.message ?? null)
      : undefined;
  const problem = issue && issue === shownOnField ? undefined : issue;
  const quote = problem === null ? formatRentalQuote(rentalDays(startDate, endDate), pricePerDay) : undefined;
  return (
    <div aria-live="polite" className="min-h-12 rounded-lg bg-stone-50 px-3 py-2 text-sm">
      {quote ? (
        <>
          <p className="text-stone-700">
            {formatRentalDates(startDate, endDate)} · {quote.breakdown}
          </p>
          <p className="text-base font-bold text-stone-900">{quote.total}</p>
        </>
      ) : (
        <p className={problem ? 'font-semibold text-red-800' : 'text-stone-700'}>
          {problem ?? rentalMessages.chooseDatesHint}
        </p>
      )}
    </div>
  );
}

function CalendarPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[21.5rem] items-center justify-center rounded-lg bg-stone-50 text-sm text-stone-600"
    >
      {rentalMessages.calendarLoading}
    </div>
  );
}
