import { useEffect, useId, useRef, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { Star } from 'lucide-react';
import { useController } from 'react-hook-form';
import { fill, formatLongDate, plural } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { reviewMessages } from '../../../shared/messages/reviews';
import type { BookingItem } from '../../../shared/schemas/bookings';
import {
  REVIEW_TEXT_MAX,
  replyInputSchema,
  reviewInputSchema,
  type BookingSideReview,
} from '../../../shared/schemas/reviews';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { FormSheet } from '../../components/ui/FormSheet';
import { Stars } from '../../components/ui/Stars';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateReview, useReplyToReview } from './reviews-api';

/** What the reviews need of a booking: a row of the lists, or the chat's booking card. */
export type ReviewedBooking = Pick<BookingItem, 'id' | 'reviews'> & {
  mate: Pick<BookingItem['mate'], 'name'>;
  otherUser: Pick<BookingItem['otherUser'], 'displayName'>;
};

/**
 * A completed rental's reviews on its card (its element's id is `booking-{id}`): "Dejá tu valoración" while the window is open, then the
 * person's own review (and whether it still waits), the other side's once published, with "Responder".
 * `invite` (the notification's link) opens the dialog at once, or says the window has ended.
 */
export function BookingReviews({ booking, invite }: { booking: ReviewedBooking; invite: boolean }) {
  const { mine, theirs, openUntil, windowEnd } = booking.reviews;
  const other = booking.otherUser.displayName;
  // Arriving from an invitation after its window closed: the card says so rather than showing nothing.
  const ended = invite && !mine && !openUntil ? windowEnd : null;
  if (!mine && !theirs && !openUntil && !ended) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-stone-200 pt-3">
      {openUntil && <ReviewDialog booking={booking} openUntil={openUntil} openNow={invite} />}
      {ended && (
        <p className="text-sm text-stone-700">
          {fill(reviewMessages.windowEnded, { date: formatLongDate(ended) })}
        </p>
      )}
      {mine && (
        <SideReview title={reviewMessages.yours} review={mine}>
          {!mine.published && booking.reviews.windowEnd && (
            <p className="text-sm text-stone-700">
              {fill(reviewMessages.waiting, { name: other, date: formatLongDate(booking.reviews.windowEnd) })}
            </p>
          )}
        </SideReview>
      )}
      {theirs && (
        <SideReview title={fill(reviewMessages.theirs, { name: other })} review={theirs}>
          {!theirs.reply && (
            <ReplyForm
              reviewId={theirs.id}
              rowId={`booking-${booking.id}`}
              label={`${reviewMessages.reply}: ${other}, ${booking.mate.name}`}
            />
          )}
        </SideReview>
      )}
    </div>
  );
}

function SideReview({
  title,
  review,
  children,
}: {
  title: string;
  review: BookingSideReview;
  children?: React.ReactNode;
}) {
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
        {title} <Stars value={review.rating} />
      </p>
      {review.comment && <p className="break-words text-stone-800">{review.comment}</p>}
      {review.reply && (
        <p className="mt-1 border-l-2 border-stone-300 pl-2 break-words text-stone-700">
          <span className="font-semibold">{reviewMessages.replyLabel}: </span>
          {review.reply.text}
        </p>
      )}
      {children}
    </div>
  );
}

function ReviewDialog({
  booking,
  openUntil,
  openNow,
}: {
  booking: ReviewedBooking;
  openUntil: string;
  openNow: boolean;
}) {
  const create = useCreateReview();
  const toast = useToast();
  const legend = useId();
  const name = booking.otherUser.displayName;
  const form = useSchemaForm(reviewInputSchema, {
    defaultValues: { rating: undefined as unknown as number, comment: '' },
  });
  const rating = useController({ control: form.control, name: 'rating' });
  const comment = useController({ control: form.control, name: 'comment' });
  const ratingError = form.fieldError('rating');

  return (
    <FormSheet
      // Arriving from the invitation's link, the dialog is already open.
      defaultOpen={openNow}
      onClose={() => form.reset()}
      trigger={
        <button
          type="button"
          className="btn-primary self-start"
          aria-label={`${reviewMessages.invite}: ${booking.mate.name}`}
        >
          <Star aria-hidden="true" className="h-4 w-4 shrink-0" />
          {reviewMessages.invite}
        </button>
      }
      title={fill(reviewMessages.dialogTitle, { name })}
      description={fill(reviewMessages.dialogIntro, { name, date: formatLongDate(openUntil) })}
    >
      {({ close }) => (
        <form
          className="flex flex-col gap-4"
          onSubmit={form.submit(
            async (input) => {
              if (create.isPending) return;
              await create.mutateAsync({ bookingId: booking.id, input });
              close();
              toast.success(fill(reviewMessages.submitted, { name }));
              // The button that opened the dialog is gone with the open window: focus goes to the card.
              requestAnimationFrame(() => document.getElementById(`booking-${booking.id}`)?.focus());
            },
            { fallback: reviewMessages.submitFailed },
          )}
          noValidate
        >
          <div className="flex flex-col gap-2">
            <span id={legend} className="font-semibold text-stone-900">
              {reviewMessages.ratingLabel}
            </span>
            <RadioGroup.Root
              aria-labelledby={legend}
              aria-invalid={ratingError ? true : undefined}
              aria-describedby={ratingError ? `${legend}-error` : undefined}
              className="flex gap-1"
              orientation="horizontal"
              value={rating.field.value ? String(rating.field.value) : ''}
              onValueChange={(value) => rating.field.onChange(Number(value))}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <RadioGroup.Item
                  key={n}
                  value={String(n)}
                  aria-label={fill(
                    plural(n, { one: reviewMessages.starOne, other: reviewMessages.starMany }),
                    {
                      count: n,
                    },
                  )}
                  className="flex h-11 w-11 items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:ring-yerba-700 focus-visible:outline-none"
                >
                  <Star
                    aria-hidden="true"
                    className={`h-8 w-8 shrink-0 ${
                      (rating.field.value ?? 0) >= n
                        ? 'fill-calabaza-500 text-calabaza-700'
                        : 'text-stone-400'
                    }`}
                  />
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
            {ratingError && (
              <p id={`${legend}-error`} className="text-sm font-semibold text-red-800">
                {ratingError}
              </p>
            )}
          </div>
          <MessageBox
            label={reviewMessages.commentLabel}
            value={comment.field.value ?? ''}
            onChange={comment.field.onChange}
            max={REVIEW_TEXT_MAX}
            counter={reviewMessages.commentCounter}
            placeholder={reviewMessages.commentPlaceholder}
            error={form.fieldError('comment')}
            rows={4}
          />
          <FormError message={form.formError} />
          <button type="submit" className="btn-primary" aria-disabled={create.isPending}>
            {create.isPending ? reviewMessages.submitting : reviewMessages.submit}
          </button>
        </form>
      )}
    </FormSheet>
  );
}

/** "Responder": a disclosure with the one public reply. */
function ReplyForm({ reviewId, rowId, label }: { reviewId: string; rowId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);
  const reply = useReplyToReview();
  const form = useSchemaForm(replyInputSchema, { defaultValues: { reply: '' } });
  const text = useController({ control: form.control, name: 'reply' });
  const submit = form.submit(
    async ({ reply: value }) => {
      if (reply.isPending) return;
      await reply.mutateAsync({ reviewId, reply: value });
      // The form is gone with the published reply: focus goes to the card.
      requestAnimationFrame(() => document.getElementById(rowId)?.focus());
    },
    { fallback: reviewMessages.replyFailed },
  );
  if (!open) {
    return (
      <button type="button" className="btn-ghost mt-1" aria-label={label} onClick={() => setOpen(true)}>
        {reviewMessages.reply}
      </button>
    );
  }
  return (
    <form className="mt-2 flex flex-col gap-2" onSubmit={submit} noValidate>
      <MessageBox
        label={reviewMessages.replyLabel}
        value={text.field.value}
        onChange={text.field.onChange}
        max={REVIEW_TEXT_MAX}
        counter={reviewMessages.commentCounter}
        error={form.fieldError('reply')}
        textareaRef={box}
      />
      <FormError message={form.formError} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" aria-disabled={reply.isPending}>
          {reply.isPending ? reviewMessages.replySubmitting : reviewMessages.replySubmit}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
          {appMessages.cancel}
        </button>
      </div>
    </form>
  );
}
