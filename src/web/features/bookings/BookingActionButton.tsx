import { useRef } from 'react';
import { fill } from '../../../shared/format';
import { bookingMessages } from '../../../shared/messages/bookings';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { BookingAction } from './api';
import { bookingActionText } from './booking-actions';

/**
 * The final answers ask first: a returned mate and a withdrawn request cannot be undone. Built when
 * drawn, so the question is read in the page's language.
 */
const questions = (): Partial<
  Record<BookingAction, { title: `${string}{mate}${string}`; description: string; confirm: string }>
> => ({
  complete: {
    title: bookingMessages.returnQuestion,
    description: bookingMessages.returnConsequence,
    confirm: bookingMessages.returnConfirm,
  },
  withdraw: {
    title: bookingMessages.withdrawQuestion,
    description: bookingMessages.withdrawConsequence,
    confirm: bookingMessages.withdrawConfirm,
  },
});

/**
 * A booking action's button, wherever bookings show (the chat's card, the lists): Confirmar and
 * Rechazar act at once, "Marcar como devuelto" and "Cancelar solicitud" through the shared question.
 */
export function BookingActionButton({
  kind,
  mateName,
  className,
  label,
  busy,
  disabled = busy,
  onRun,
  focusAfter,
}: {
  kind: BookingAction;
  mateName: string;
  className: string;
  /** The accessible name, where the text alone would not say which booking (a list). */
  label?: string;
  /** This action is running: the button (or the question) says so. */
  busy: boolean;
  /** Another action on the same booking is running. */
  disabled?: boolean;
  /** Runs the action; answers whether it was done. */
  onRun(): Promise<boolean>;
  /** Where focus goes once it is done: the button leaves with the booking's old status. */
  focusAfter(): HTMLElement | null;
}) {
  const text = bookingActionText(kind);
  const question = questions()[kind];
  const done = useRef(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={className}
      aria-disabled={disabled || undefined}
      aria-label={label}
      onClick={onClick}
    >
      {busy ? text.busy : text.label}
    </button>
  );
  if (!question) return button(() => void onRun());
  return (
    <ConfirmDialog
      trigger={button()}
      title={fill(question.title, { mate: mateName })}
      description={question.description}
      confirmLabel={question.confirm}
      busyLabel={text.busy}
      cancelLabel={bookingMessages.keep}
      busy={busy}
      onConfirm={async ({ close }) => {
        if (disabled) return;
        // Counted as done from the start: the question may leave with the button before the answer.
        done.current = true;
        done.current = await onRun();
        close();
      }}
      returnFocus={() => (done.current ? focusAfter() : null)}
    />
  );
}
