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
import { blockInputSchema, type BlockedPeriod, type BlockInput } from '../../../shared/schemas/rentals';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { FormSheet } from '../../components/ui/FormSheet';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useBookings } from '../../lib/bookings-query';
import { useBlockDays, useChangeBlock, useUnblock } from './blocks-api';

/**
 * "Bloquear fechas" on an owner's card: a calendar button (the card's line has room for no fourth word)
 * that opens the mate's blocked periods, each to change or remove, and a form to block another.
 */
export function BlockDatesDialog({ mate, className }: { mate: OwnMate; className: string }) {
  const [open, setOpen] = useState(false);
  const label = `${rentalMessages.block}: ${mate.name}`;
  return (
    <FormSheet
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={className} aria-label={label} title={label}>
          <CalendarX2 aria-hidden="true" className="h-5 w-5 shrink-0" />
        </button>
      }
      title={fill(rentalMessages.blockTitle, { name: mate.name })}
    >
      <BlockedPeriods mate={mate} />
    </FormSheet>
  );
}

/** The periods come from the host's list of mates, which each change refreshes with the server's answer. */
function BlockedPeriods({ mate }: { mate: OwnMate }) {
  const [done, setDone] = useState('');
  // One form at a time: while a period is being changed, the form to add another steps aside.
  const [editingId, setEditingId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const block = useBlockDays(mate.id);
  const unblock = useUnblock(mate.id);

  // A failure throws to the question, which stays open with the reason.
  const remove = async (period: BlockedPeriod) => {
    setDone('');
    await unblock.mutateAsync(period.id);
    setDone(fill(rentalMessages.blockRemoved, { dates: datesOf(period) }));
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm text-stone-700">{rentalMessages.blockIntro}</p>
        {/* Always present, so screen readers announce what each change did. */}
        <div role="status">{done && <p className="mt-2 font-semibold text-yerba-800">{done}</p>}</div>
      </div>
      <section aria-labelledby={`blocks-${mate.id}-title`} className="flex flex-col gap-2">
        <h3 id={`blocks-${mate.id}-title`} ref={heading} tabIndex={-1} className="font-bold text-stone-900">
          {rentalMessages.blockedTitle}
        </h3>
        {mate.blocks.length === 0 ? (
          <p className="text-sm text-stone-700">{rentalMessages.blockedEmpty}</p>
        ) : (
          <ul aria-labelledby={`blocks-${mate.id}-title`} className="divide-y divide-stone-200">
            {mate.blocks.map((period) => (
              <BlockedPeriodItem
                key={period.id}
                mateId={mate.id}
                period={period}
                removing={unblock.isPending}
                editing={editingId === period.id}
                onEditing={(editing) => setEditingId(editing ? period.id : null)}
                onRemove={() => remove(period)}
                // Its buttons are gone with it: focus goes back to the list.
                afterRemove={() => heading.current}
                onChanged={(changed) => {
                  setDone(fill(rentalMessages.blockChanged, { dates: datesOf(changed) }));
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby={`blocks-${mate.id}-add`}
        className="flex flex-col gap-2"
        hidden={editingId !== null}
      >
        <h3 id={`blocks-${mate.id}-add`} className="font-bold text-stone-900">
          {rentalMessages.blockAddTitle}
        </h3>
        <BlockForm
          mateId={mate.id}
          submitLabel={rentalMessages.block}
          busyLabel={rentalMessages.blocking}
          fallback={rentalMessages.blockFailed}
          busy={block.isPending}
          onSave={async (input) => {
            setDone('');
            await block.mutateAsync(input);
            setDone(fill(rentalMessages.blockAdded, { dates: datesOf(input) }));
          }}
        />
      </section>
    </div>
  );
}

function BlockedPeriodItem({
  mateId,
  period,
  removing,
  editing,
  onEditing,
  onRemove,
  afterRemove,
  onChanged,
}: {
  mateId: string;
  period: BlockedPeriod;
  removing: boolean;
  editing: boolean;
  onEditing(editing: boolean): void;
  onRemove(): Promise<void>;
  /** Where focus goes once the period (and its buttons) are gone. */
  afterRemove(): HTMLElement | null;
  onChanged(period: { startDate: string; endDate: string }): void;
}) {
  const change = useChangeBlock(mateId);
  const [removeError, setRemoveError] = useState<string>();
  const removed = useRef(false);
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
        <BlockForm
          mateId={mateId}
          initial={period}
          // A period under way keeps its first day, even though it is before today.
          keptStart={period.startDate}
          label={`${rentalMessages.blockChange}: ${dates}`}
          submitLabel={rentalMessages.blockChangeSave}
          busyLabel={rentalMessages.blockChanging}
          fallback={rentalMessages.blockChangeFailed}
          busy={change.isPending}
          focusFirst
          onCancel={stopEditing}
          onSave={async (input) => {
            await change.mutateAsync({ blockId: period.id, input });
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
          aria-label={`${rentalMessages.blockChange}: ${dates}`}
          ref={(button) => {
            if (button && refocus.current) {
              refocus.current = false;
              button.focus();
            }
          }}
          onClick={() => onEditing(true)}
        >
          {rentalMessages.blockChange}
        </button>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="btn-ghost min-h-11 text-red-800"
              aria-label={`${rentalMessages.blockRemove}: ${dates}`}
            >
              {rentalMessages.blockRemove}
            </button>
          }
          title={fill(rentalMessages.blockRemoveQuestion, { dates })}
          description={rentalMessages.blockRemoveBody}
          confirmLabel={rentalMessages.blockRemoveConfirm}
          cancelLabel={rentalMessages.blockRemoveKeep}
          busy={removing}
          error={removeError}
          onClose={() => setRemoveError(undefined)}
          returnFocus={() => (removed.current ? afterRemove() : null)}
          onConfirm={async ({ close }) => {
            setRemoveError(undefined);
            try {
              await onRemove();
            } catch (error) {
              setRemoveError(errorMessage(error, rentalMessages.blockRemoveFailed));
              return;
            }
            removed.current = true;
            close();
          }}
        />
      </div>
    </li>
  );
}

/** Desde, Hasta and a note: a new period, or one being changed in place. */
function BlockForm({
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
  initial?: BlockedPeriod;
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
  const empty: BlockInput = { startDate: '', endDate: '', note: '' };
  const form = useSchemaForm(blockInputSchema, {
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
        label={rentalMessages.blockNoteLabel}
        value={note.field.value ?? ''}
        onChange={note.field.onChange}
        max={RENTAL_NOTE_MAX}
        counter={rentalMessages.blockNoteCounter}
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
 * Before blocking, the host reads which pending requests the days would reject (from their received
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
    fill(rentalMessages.blockRejectedRequest, { name: b.otherUser.displayName, dates: datesOf(b) }),
  );
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {requests.length === 1
        ? fill(rentalMessages.blockRejectsOne, { request: requests[0]! })
        : fill(rentalMessages.blockRejectsMany, { requests: requests.join('; ') })}
    </p>
  );
}

const datesOf = (period: { startDate: string; endDate: string }) =>
  formatRentalDates(period.startDate, period.endDate);
