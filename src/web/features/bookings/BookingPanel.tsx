import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CONTACT_MESSAGE_MAX, LONG_TOAST_MS, REDIRECT_AFTER_BOOKING_MS } from '../../../shared/constants';
import { bookingMessages } from '../../../shared/messages/bookings';
import { conversationMessages } from '../../../shared/messages/conversations';
import { mateDetailMessages } from '../../../shared/messages/mate-detail';
import { mateMessages } from '../../../shared/messages/mates';
import { createBookingSchema } from '../../../shared/schemas/bookings';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { MessageBox } from '../../components/MessageBox';
import { RegisterPrompt } from '../../components/RegisterPrompt';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useToast } from '../../components/ToastProvider';
import { useSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateBooking } from './api';

/** Spec §2 booking button and its variants on the mate detail. */
export function BookingPanel({ mate }: { mate: MateDetail }) {
  const { user, isRegistered, loading } = useSession();
  const { openLogin } = useLoginPrompt();
  const navigate = useNavigate();
  // Kept here, not in the form: once booked, the panel shows "Reserva pendiente" and the form is gone.
  // Leaving the page within the two seconds cancels the trip to the chat.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Booked from this panel's form: the booking's status then takes the place of the form.
  const [bookedHere, setBookedHere] = useState(false);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const goToChatSoon = (conversationId: string) => {
    redirect.current = setTimeout(
      () => navigate(`/conversations/${conversationId}`),
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
  if (booking) return <BookingStatus booking={booking} replacesForm={bookedHere} />;
  if (!isRegistered) return <RegisterPrompt text={bookingMessages.mustRegister} />;
  if (!mate.available)
    return (
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-stone-800">{mateDetailMessages.notBookable}</p>
    );
  return <BookingForm mateId={mate.id} onBooking={() => setBookedHere(true)} onBooked={goToChatSoon} />;
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
      {!confirmed && <p className="text-sm">{mateDetailMessages.bookingPendingHint}</p>}
      {booking.conversationId && (
        <AppLink to={`/conversations/${booking.conversationId}`} className="btn-secondary mt-3 w-full">
          {bookingMessages.coordinate}
        </AppLink>
      )}
    </div>
  );
}

function BookingForm({
  mateId,
  onBooking,
  onBooked,
}: {
  mateId: string;
  /** Sent as the request leaves: the booking's status can replace the form before it answers. */
  onBooking(): void;
  onBooked(conversationId: string): void;
}) {
  const create = useCreateBooking(mateId);
  const toast = useToast();
  const form = useSchemaForm(createBookingSchema, { defaultValues: { message: '' } });
  const { field } = useController({ control: form.control, name: 'message' });

  const submit = form.submit(
    async ({ message }) => {
      if (create.isPending || create.isSuccess) return;
      onBooking();
      const { conversationId } = await create.mutateAsync(message ?? '');
      toast.success(bookingMessages.created, { duration: LONG_TOAST_MS });
      // Spec §4: the chat opens two seconds after booking, once the confirmation has been read.
      onBooked(conversationId);
    },
    {
      fallback: bookingMessages.createFailed,
      onFailure: (message) => toast.error(message, { duration: LONG_TOAST_MS }),
    },
  );

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
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
