import { messages } from '../../../shared/messages';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/app-link';
import { RegisterPrompt } from '../../components/RegisterPrompt';
import { useLoginPrompt } from '../../components/login-prompt';
import { useSession } from '../../lib/session';

/** Spec §2 booking button variants on the mate detail. */
export function BookingPanel({ mate }: { mate: MateDetail }) {
  const { user, isRegistered } = useSession();
  const { openLogin } = useLoginPrompt();

  if (!user) {
    return (
      <button type="button" className="btn-primary w-full py-3" onClick={openLogin}>
        {messages.mates.signInToBook}
      </button>
    );
  }
  if (mate.viewer.isOwner) {
    return (
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-center font-semibold text-stone-800">
        {messages.mates.ownMate}
      </p>
    );
  }
  const booking = mate.viewer.booking;
  if (booking) {
    const confirmed = booking.status === 'confirmed';
    return (
      <div
        className={`rounded-lg px-4 py-3 ${confirmed ? 'bg-yerba-100 text-yerba-900' : 'bg-calabaza-100 text-stone-900'}`}
        role="status"
      >
        <p className="font-bold">
          {confirmed ? messages.mates.bookingConfirmed : messages.mates.bookingPending}
        </p>
        {!confirmed && <p className="text-sm">{messages.mates.bookingPendingHint}</p>}
        {booking.conversationId && (
          <AppLink to={`/conversations/${booking.conversationId}`} className="btn-secondary mt-3 w-full">
            {messages.nav.conversations}
          </AppLink>
        )}
      </div>
    );
  }
  if (!isRegistered) return <RegisterPrompt />;
  if (!mate.available)
    return <p className="rounded-lg bg-stone-100 px-4 py-3 text-stone-800">{messages.mates.notBookable}</p>;
  return null;
}
