import { useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { Coffee, Inbox } from 'lucide-react';
import { fill, formatShortDate } from '../../../shared/format';
import { formatRentalSummary } from '../../../shared/rental-dates';
import { bookingStatusLabel } from '../../../shared/labels';
import { bookingMessages } from '../../../shared/messages/bookings';
import { mateMessages } from '../../../shared/messages/mates';
import type { BookingItem } from '../../../shared/schemas/bookings';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/ui/Avatar';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, Skeleton, SkeletonText } from '../../components/ui/Skeleton';
import { useBookings } from '../../lib/bookings-query';
import type { BookingAction } from './api';
import { bookingActionText, useRunBookingAction } from './booking-actions';
import { BookingActionButton } from './BookingActionButton';
import { BookingReviews } from './BookingReviews';
import { CancelBookingDialog, CancelNote } from './CancelBookingDialog';
import { canCancel, canMarkReturned } from './rental-state';
import { BOOKING_REVIEWS_PARAM, conversationPath, matePath } from '../../../shared/app-routes';

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-calabaza-100 text-stone-900',
  confirmed: 'bg-yerba-100 text-yerba-900',
  completed: 'bg-stone-200 text-stone-900',
  cancelled: 'bg-red-50 text-red-900',
};

const rowId = (id: string) => `booking-${id}`;

function BookingRow({
  booking,
  side,
  actions,
}: {
  booking: BookingItem;
  side: 'received' | 'mine';
  actions: React.ReactNode;
}) {
  const person = booking.otherUser;
  // A review invitation's link (bookingReviewsPath) opens this card's review dialog.
  const [search] = useSearchParams();
  const invited = search.get(BOOKING_REVIEWS_PARAM) === booking.id;
  return (
    <li
      id={rowId(booking.id)}
      tabIndex={-1}
      className="card flex flex-col gap-3 p-4 outline-none focus-visible:ring-2 focus-visible:ring-yerba-700"
    >
      <div className="flex items-start gap-3">
        {booking.mate.thumbnailUrl ? (
          <img
            src={booking.mate.thumbnailUrl}
            alt=""
            className="h-16 w-16 shrink-0 rounded-lg object-cover"
            width={64}
            height={64}
          />
        ) : (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-stone-100">
            <Coffee aria-hidden="true" className="h-7 w-7 shrink-0 text-yerba-700" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          {/* The status sits above the details on its own line: beside them it would take a column of
              its own and squeeze the dates onto three lines on a phone. */}
          <span
            className={`mb-1 inline-block rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLE[booking.status] ?? STATUS_STYLE.pending}`}
          >
            {bookingStatusLabel(booking)}
          </span>
          <p className="font-bold text-stone-900">
            {booking.mate.deleted ? (
              <>
                {booking.mate.name}{' '}
                <span className="font-normal text-stone-600">({mateMessages.deletedMate})</span>
              </>
            ) : (
              <AppLink to={matePath(booking.mate.id)} className="hover:underline">
                {booking.mate.name}
              </AppLink>
            )}
          </p>
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <Avatar name={person.displayName} url={person.avatarUrl} />
            {fill(side === 'received' ? bookingMessages.requestedBy : bookingMessages.hostedBy, {
              name: person.displayName,
            })}
          </p>
          <p className="text-sm font-semibold text-stone-900">{formatRentalSummary(booking)}</p>
          <p className="text-sm text-stone-700">
            {fill(bookingMessages.requestedOn, { date: formatShortDate(booking.createdAt) })}
          </p>
          <CancelNote booking={booking} />
          {booking.message && (
            <p className="mt-1 text-sm text-stone-800 italic">
              {fill(bookingMessages.yourMessage, { message: booking.message })}
            </p>
          )}
        </div>
      </div>
      <BookingReviews booking={booking} invite={invited} />
      {/* The actions get a line of their own under the details: a third one never squeezes the text
          beside it onto more lines (the row would grow under the pointer of whoever just clicked). */}
      <div className="flex flex-wrap gap-2 empty:hidden">{actions}</div>
    </li>
  );
}

/** What a list shows without bookings (its `EmptyState`). */
type Empty = Pick<ComponentProps<typeof EmptyState>, 'icon' | 'title' | 'action'>;

/**
 * How a list's placeholder guesses what comes: `likelyEmpty` (the page's counts say there is nothing)
 * draws the empty state's outline, so nothing below moves when it arrives; otherwise two rows.
 */
interface ListHint {
  likelyEmpty?: boolean;
}

/** A part of the received list (the requests still to answer): which rows, its name, what it says empty. */
export interface ListPart {
  only: (booking: BookingItem) => boolean;
  label: string;
  empty: Empty;
}

function ListFrame({
  side,
  empty: fullEmpty,
  likelyEmpty = false,
  render,
  part,
}: ListHint & {
  side: 'received' | 'mine';
  empty: Empty;
  render(booking: BookingItem): React.ReactNode;
  part?: ListPart;
}) {
  const bookings = useBookings(side);
  const empty = part?.empty ?? fullEmpty;
  if (bookings.isPending) {
    return likelyEmpty ? <EmptyState level={3} {...empty} loading /> : <BookingListSkeleton />;
  }
  if (bookings.isError) {
    return <LoadFailed level={3} title={bookingMessages.loadFailed} onRetry={bookings.refetch} />;
  }
  const shown = part ? bookings.data.filter(part.only) : bookings.data;
  if (shown.length === 0) return <EmptyState level={3} {...empty} />;
  return (
    <ul
      className="flex flex-col gap-3"
      aria-label={
        part?.label ?? (side === 'received' ? bookingMessages.receivedTitle : bookingMessages.mineTitle)
      }
    >
      {shown.map(render)}
    </ul>
  );
}

/** Two rows as tall as real ones (thumbnail, name, person, dates, request date, actions) while the list loads. */
function BookingListSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="card flex flex-col gap-3 p-4">
          <div className="flex items-start gap-3">
            <Skeleton className="h-16 w-16 shrink-0 rounded-lg" />
            <div className="flex-1">
              <SkeletonText width="w-40" />
              <span className="flex items-center gap-2">
                <Skeleton className="h-8 w-8 rounded-full" />
                <SkeletonText className="text-sm" width="w-40" />
              </span>
              <SkeletonText className="text-sm" width="w-56" />
              <SkeletonText className="text-sm" width="w-36" />
            </div>
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="h-9 w-40 rounded-lg" />
        </div>
      ))}
    </LoadingRegion>
  );
}

const coordinate = (booking: BookingItem) =>
  booking.conversationId && (
    <AppLink
      to={conversationPath(booking.conversationId)}
      className="btn-secondary"
      aria-label={`${bookingMessages.coordinate}: ${booking.mate.name}`}
    >
      {bookingMessages.coordinate}
    </AppLink>
  );

const cancelButton = (booking: BookingItem) =>
  canCancel(booking) && (
    <CancelBookingDialog
      bookingId={booking.id}
      mateName={booking.mate.name}
      onCancelled={() => document.getElementById(rowId(booking.id))?.focus()}
    />
  );

/**
 * Reservas Recibidas: Confirmar / Rechazar on pending rows (with the row's busy state), Coordinar entrega,
 * Marcar como devuelto. `part` shows only some of them (the requests to answer, in /perfil).
 */
export function HostBookingList({ likelyEmpty, part }: ListHint & { part?: ListPart }) {
  const { run } = useRunBookingAction();
  // Each row is busy on its own: answering one request never frees another row's buttons early.
  const [busy, setBusy] = useState<ReadonlyMap<string, BookingAction>>(new Map());
  const mark = (id: string, kind: BookingAction | null) =>
    setBusy((current) => {
      const next = new Map(current);
      if (kind) next.set(id, kind);
      else next.delete(id);
      return next;
    });

  const act = async (booking: BookingItem, kind: BookingAction) => {
    if (busy.has(booking.id)) return false;
    mark(booking.id, kind);
    const done = await run(kind, booking.id, booking.mate.name);
    mark(booking.id, null);
    // The row's buttons change with its status: keep keyboard focus on the row.
    document.getElementById(rowId(booking.id))?.focus();
    return done;
  };

  return (
    <ListFrame
      side="received"
      likelyEmpty={likelyEmpty}
      part={part}
      empty={{ icon: Inbox, title: bookingMessages.emptyReceived }}
      render={(booking) => {
        const rowBusy = busy.get(booking.id) ?? null;
        const button = (kind: BookingAction, className: string) => (
          <BookingActionButton
            kind={kind}
            mateName={booking.mate.name}
            className={className}
            label={`${bookingActionText(kind).label}: ${booking.mate.name}`}
            busy={rowBusy === kind}
            disabled={rowBusy !== null}
            onRun={() => act(booking, kind)}
            focusAfter={() => document.getElementById(rowId(booking.id))}
          />
        );
        return (
          <BookingRow
            key={booking.id}
            booking={booking}
            side="received"
            actions={
              <>
                {booking.status === 'pending' && (
                  <>
                    {button('confirm', 'btn-primary')}
                    {button('reject', 'btn-ghost text-red-800')}
                  </>
                )}
                {booking.status === 'confirmed' && (
                  <>
                    {coordinate(booking)}
                    {canMarkReturned(booking) && button('complete', 'btn-ghost')}
                    {cancelButton(booking)}
                  </>
                )}
              </>
            }
          />
        );
      }}
    />
  );
}

/** Mis Reservas: Coordinar entrega, Buscar otros mates on rejected rows, Cancelar solicitud on pending ones. */
export function GuestBookingList({ likelyEmpty }: ListHint) {
  const { run, pendingId } = useRunBookingAction();
  const withdraw = async (booking: BookingItem) => {
    if (pendingId) return false;
    const done = await run('withdraw', booking.id, booking.mate.name);
    document.getElementById(rowId(booking.id))?.focus();
    return done;
  };
  return (
    <ListFrame
      side="mine"
      likelyEmpty={likelyEmpty}
      empty={{
        icon: Coffee,
        title: bookingMessages.emptyMine,
        action: (
          <AppLink to="/mates" className="btn-primary">
            {bookingMessages.findMates}
          </AppLink>
        ),
      }}
      render={(booking) => (
        <BookingRow
          key={booking.id}
          booking={booking}
          side="mine"
          actions={
            <>
              {(booking.status === 'pending' || booking.status === 'confirmed') && coordinate(booking)}
              {cancelButton(booking)}
              {booking.status === 'pending' && (
                <BookingActionButton
                  kind="withdraw"
                  mateName={booking.mate.name}
                  className="btn-ghost text-red-800"
                  label={`${bookingMessages.withdraw}: ${booking.mate.name}`}
                  busy={pendingId === booking.id}
                  disabled={pendingId !== undefined}
                  onRun={() => withdraw(booking)}
                  focusAfter={() => document.getElementById(rowId(booking.id))}
                />
              )}
              {booking.status === 'cancelled' && booking.cancelledBy !== 'guest' && (
                <AppLink to="/mates" className="btn-secondary">
                  {bookingMessages.findOthers}
                </AppLink>
              )}
            </>
          }
        />
      )}
    />
  );
}
