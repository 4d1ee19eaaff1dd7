import { useEffect, useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { CalendarX2 } from 'lucide-react';
import { fill } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { rentalMessages } from '../../../shared/messages/rentals';
import {
  formatRentalDates,
  isIsoDate,
  RENTAL_NOTE_MAX,
  rentalHorizon,
  rentalToday,
} from '../../../shared/rental-dates';
import type { OwnMate } from '../../../shared/schemas/mates';
import { closureInputSchema, type Closure, type ClosureInput } from '../../../shared/schemas/rentals';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { FormSheet } from '../../components/ui/FormSheet';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useBookings } from '../../lib/bookings-query';
import { useCloseDays, useChangeClosure, useRemoveClosure } from './closures-api';

/**
 * "Bloquear fechas" on an owner's card: a button with a calendar and its words that opens the mate's closures (closed periods), each to change or remove, and a form to close another.
 */
export function CloseDatesDialog({ mate, className }: { mate: OwnMate; className: string }) {
  const [open, setOpen] = useState(false);
  const label = `${rentalMessages.closeDates}: ${mate.name}`;
  return (
    <FormSheet
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={className} aria-label={label}>
          <CalendarX2 aria-hidden="true" className="h-5 w-5 shrink-0" />
          {rentalMessages.closeDates}
        </button>
      }
      title={fill(rentalMessages.closureTitle, { name: mate.name })}
    >
      <Closures mate={mate} />
    </FormSheet>
  );
}

/** The periods come from the host's list of mates, which each change refreshes with the server's answer. */
function Closures({ mate }: { mate: OwnMate }) {
  const [done, setDone] = useState('');
  // One form at a time: while a period is being changed, the form to add another steps aside.
  const [editingId, setEditingId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeDays = useCloseDays(mate.id);
  const removeClosure = useRemoveClosure(mate.id);

  // A failure throws to the question, which stays open with the reason.
  const remove = async (period: Closure) => {
    setDone('');
    await removeClosure.mutateAsync(period.id);
    setDone(fill(rentalMessages.closureRemoved, { dates: datesOf(period) }));
    // Its row went with its buttons (and the question): focus goes back to the list.
    heading.current?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm text-stone-700">{rentalMessages.closureIntro}</p>
        {/* Always present, so screen readers announce what each change did. */}
        <div role="status">{done && <p className="mt-2 font-semibold text-yerba-800">{done}</p>}</div>
      </div>
      <section aria-labelledby={`closures-${mate.id}-title`} className="flex flex-col gap-2">
        <h3 id={`closures-${mate.id}-title`} ref={heading} tabIndex={-1} className="font-bold text-stone-900">
          {rentalMessages.closuresTitle}
        </h3>
        {mate.blocks.length === 0 ? (
          <p className="text-sm text-stone-700">{rentalMessages.closuresEmpty}</p>
        ) : (
          <ul aria-labelledby={`closures-${mate.id}-title`} className="divide-y divide-stone-200">
            {mate.blocks.map((period) => (
              <ClosureItem
                key={period.id}
                mateId={mate.id}
                period={period}
                removing={removeClosure.isPending}
                editing={editingId === period.id}
                onEditing={(editing) => setEditingId(editing ? period.id : null)}
                onRemove={() => remove(period)}
                onChanged={(changed) => {
                  setDone(fill(rentalMessages.closureChanged, { dates: datesOf(changed) }));
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby={`closures-${mate.id}-add`}
        className="flex flex-col gap-2"
        hidden={editingId !== null}
      >
        <h3 id={`closures-${mate.id}-add`} className="font-bold text-stone-900">
          {rentalMessages.closureAddTitle}
        </h3>
        <ClosureForm
          mateId={mate.id}
          submitLabel={rentalMessages.closeDates}
          busyLabel={rentalMessages.closing}
          fallback={rentalMessages.closureFailed}
          busy={closeDays.isPending}
          onSave={async (input) => {
            setDone('');
            await closeDays.mutateAsync(input);
            setDone(fill(rentalMessages.closureAdded, { dates: datesOf(input) }));
          }}
        />
      </section>
    </div>
  );
}

function ClosureItem({
  mateId,
  period,
  removing,
  editing,
  onEditing,
  onRemove,
  onChanged,
}: {
  mateId: string;
  period: Closure;
  removing: boolean;
  editing: boolean;
  onEditing(editing: boolean): void;
  /** Throws when the server refuses; the question then stays open with the reason. */
  onRemove(): Promise<void>;
  onChanged(period: { startDate: string; endDate: string }): void;
}) {
  const change = useChangeClosure(mateId);
  const [removeError, setRemoveError] = useState<string>();
  // Leaving the form puts focus back on "Cambiar", which it replaced.
  const refocus = useRef(false);
  const stopEditing = () => {
    refocus.current = true;
    onEditing(false);
  };
  const dates = datesOf(period);

  if (editing) {
    return (
      <li className="py-3">
        <ClosureForm
          mateId={mateId}
          initial={period}
          // A period under way keeps its first day, even though it is before today.
          keptStart={period.startDate}
          label={`${rentalMessages.closureChange}: ${dates}`}
          submitLabel={rentalMessages.closureChangeSave}
          busyLabel={rentalMessages.closureChanging}
          fallback={rentalMessages.closureChangeFailed}
          busy={change.isPending}
          focusFirst
          onCancel={stopEditing}
          onSave={async (input) => {
            await change.mutateAsync({ closureId: period.id, input });
            stopEditing();
            onChanged(input);
          }}
        />
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900 first-letter:uppercase">{dates}</p>
        {period.note && <p className="text-sm break-words text-stone-700">{period.note}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          className="btn-secondary min-h-11"
          aria-label={`${rentalMessages.closureChange}: ${dates}`}
          ref={(button) => {
            if (button && refocus.current) {
              refocus.current = false;
              button.focus();
            }
          }}
          onClick={() => onEditing(true)}
        >
          {rentalMessages.closureChange}
        </button>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="btn-ghost min-h-11 text-red-800"
              aria-label={`${rentalMessages.closureRemove}: ${dates}`}
            >
              {rentalMessages.closureRemove}
            </button>
          }
          title={fill(rentalMessages.closureRemoveQuestion, { dates })}
          description={rentalMessages.closureRemoveBody}
          confirmLabel={rentalMessages.closureRemoveConfirm}
          cancelLabel={rentalMessages.closureRemoveKeep}
          busy={removing}
          error={removeError}
          onClose={() => setRemoveError(undefined)}
          onConfirm={async ({ close }) => {
            setRemoveError(undefined);
            try {
              await onRemove();
            } catch (error) {
              setRemoveError(errorMessage(error, rentalMessages.closureRemoveFailed));
              return;
            }
            close();
          }}
        />
      </div>
    </li>
  );
}

/** Desde, Hasta and a note: a new period, or one being changed in place. */
function ClosureForm({
  mateId,
  initial,
  keptStart,
  label,
  submitLabel,
  busyLabel,
  fallback,
  busy,
  focusFirst = false,
  onSave,
  onCancel,
}: {
  mateId: string;
  initial?: Closure;
  keptStart?: string;
  /** Names the form when several are on screen (changing a period). */
  label?: string;
  submitLabel: string;
  busyLabel: string;
  fallback: string;
  busy: boolean;
  /** Puts the cursor in Desde on opening (changing a period replaces its buttons). */
  focusFirst?: boolean;
  onSave(input: { startDate: string; endDate: string; note: string | null }): Promise<void>;
  onCancel?(): void;
}) {
  const empty: ClosureInput = { startDate: '', endDate: '', note: '' };
  const form = useSchemaForm(closureInputSchema, {
    defaultValues: initial
      ? { startDate: initial.startDate, endDate: initial.endDate, note: initial.note ?? '' }
      : empty,
  });
  const [startDate, endDate] = useWatch({ control: form.control, name: ['startDate', 'endDate'] });
  const note = useController({ control: form.control, name: 'note' });
  const today = rentalToday(new Date());
  const horizon = rentalHorizon(today);
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst) setFocus('startDate');
  }, [focusFirst, setFocus]);

  const submit = form.submit(
    async (values) => {
      await onSave(values);
      if (!initial) form.reset(empty);
    },
    { fallback },
  );

  return (
    <form
      onSubmit={(event) => (busy ? event.preventDefault() : submit(event))}
      noValidate
      aria-label={label}
      className="flex flex-col gap-3"
    >
      <FormError message={form.formError} />
      <DateRangeFields
        start={{ value: startDate, error: form.fieldError('startDate'), input: form.register('startDate') }}
        end={{ error: form.fieldError('endDate'), input: form.register('endDate') }}
        min={today}
        startMin={keptStart && keptStart < today ? keptStart : today}
        max={horizon}
      />
      <PendingRequestsNotice mateId={mateId} startDate={startDate} endDate={endDate} />
      <MessageBox
        label={rentalMessages.closureNoteLabel}
        value={note.field.value ?? ''}
        onChange={note.field.onChange}
        max={RENTAL_NOTE_MAX}
        counter={rentalMessages.closureNoteCounter}
        error={form.fieldError('note')}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button type="button" className="btn-ghost min-h-11" onClick={onCancel}>
            {appMessages.cancel}
          </button>
        )}
        {/* aria-disabled, not disabled: the form stays open, and a disabled button would drop focus. */}
        <button type="submit" className="btn-primary min-h-11" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * Before closing days, the host reads which pending requests the days would reject (from their received
 * bookings, which the dialog loads when it opens).
 */
function PendingRequestsNotice({
  mateId,
  startDate,
  endDate,
}: {
  mateId: string;
  startDate: string;
  endDate: string;
}) {
  const received = useBookings('received');
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  const rejected = (received.data ?? []).filter(
    (b) => b.mate.id === mateId && b.status === 'pending' && b.startDate <= endDate && b.endDate >= startDate,
  );
  if (rejected.length === 0) return null;
  const requests = rejected.map((b) =>
    fill(rentalMessages.closureRejectedRequest, { name: b.otherUser.displayName, dates: datesOf(b) }),
  );
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {requests.length === 1
        ? fill(rentalMessages.closureRejectsOne, { request: requests[0]! })
        : fill(rentalMessages.closureRejectsMany, { requests: requests.join('; ') })}
    </p>
  );
}

const datesOf = (period: { startDate: string; endDate: string }) =>
  formatRentalDates(period.startDate, period.endDate);
