import { useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useLocation } from 'react-router';
import { fill } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { mateOwnerMessages } from '../../../shared/messages/mate-owner';
import type { MateSummary, OwnMate } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { useToast } from '../../components/ToastProvider';
import { errorMessage } from '../../lib/api';
import { useMateAction } from './api';
import { BlockDatesDialog } from './BlockDatesDialog';
import { ownerState } from './owner-state';

/**
 * The actions share one line (never Eliminar alone on a second one): Editar, Bloquear fechas (an icon) and
 * Eliminar keep their width, the toggle takes the rest and may break "Activar publicación" over two lines
 * within the same height. Narrow padding, and the icon right against Eliminar, leave the toggle room for
 * "publicación" on the narrowest card (a third of a 68rem grid).
 */
const FIT = 'min-h-11 px-2 py-1 text-center leading-tight';

/**
 * Owner mode of the card (spec §2): Editar, Eliminar (with confirmation), Pausar, Activar/Reactivar, and
 * Bloquear fechas (decisions: "Rentals with dates").
 */
export function OwnerMateActions({ mate }: { mate: OwnMate }) {
  const location = useLocation();
  const toast = useToast();
  const pause = useMateAction('pause');
  const reactivate = useMateAction('reactivate');
  const state = ownerState(mate);
  const busy = pause.isPending || reactivate.isPending;

  // One button that changes its label, so keyboard focus stays on it after pausing or activating.
  // A reserved mate comes back with "Marcar como devuelto", not from here.
  const toggle =
    state === 'reserved'
      ? null
      : state === 'inactive'
        ? {
            label: mateOwnerMessages.activate,
            mutation: reactivate,
            // Reactivated, an operator's hidden mate still stays out of Ronda: the toast says so.
            success:
              mate.hiddenReason !== null
                ? mateOwnerMessages.reactivatedStillHidden
                : mateOwnerMessages.reactivated,
            failure: mateOwnerMessages.reactivateFailed,
          }
        : {
            label: mateOwnerMessages.pause,
            mutation: pause,
            success: mateOwnerMessages.paused,
            failure: mateOwnerMessages.pauseFailed,
          };

  // mutateAsync, not mutate(…, callbacks): the card may re-render away before the server answers.
  const run = async () => {
    if (!toggle || busy) return;
    try {
      await toggle.mutation.mutateAsync(mate.id);
      toast.success(toggle.success);
    } catch (error) {
      toast.error(errorMessage(error, toggle.failure));
    }
  };

  return (
    <>
      <AppLink
        to={`/editar-mate/${mate.id}`}
        state={{ from: `${location.pathname}${location.search}` }}
        className={`btn-secondary shrink-0 ${FIT}`}
        aria-label={`${mateOwnerMessages.edit}: ${mate.name}`}
      >
        {mateOwnerMessages.edit}
      </AppLink>
      {toggle && (
        <button
          type="button"
          className={`${state === 'inactive' ? 'btn-primary' : 'btn-ghost'} min-w-0 flex-1 ${FIT}`}
          onClick={run}
          aria-disabled={busy}
          aria-label={`${toggle.label}: ${mate.name}`}
        >
          {toggle.label}
        </button>
      )}
      <div className="flex shrink-0">
        <BlockDatesDialog mate={mate} className="btn-ghost min-h-11 w-9 shrink-0 px-0 py-1" />
        <DeleteMateDialog mate={mate} />
      </div>
    </>
  );
}

function DeleteMateDialog({ mate }: { mate: MateSummary }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const remove = useMateAction('delete');
  const deleted = useRef(false);

  const confirm = async (event: React.MouseEvent) => {
    // Keep the dialog open (and busy) until the server answers; the card disappears once it has.
    event.preventDefault();
    try {
      await remove.mutateAsync(mate.id);
      deleted.current = true;
      toast.success(mateOwnerMessages.deleted);
    } catch {
      toast.error(mateOwnerMessages.deleteFailed);
    }
    setOpen(false);
  };
  // Once the card is gone with its button, focus goes back to the page rather than nowhere.
  const onCloseAutoFocus = (event: Event) => {
    if (!deleted.current) return;
    event.preventDefault();
    document.getElementById('main')?.focus();
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger
        className={`btn-ghost shrink-0 text-red-800 ${FIT}`}
        aria-label={`${mateOwnerMessages.delete}: ${mate.name}`}
      >
        {mateOwnerMessages.delete}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-bold text-stone-900">
            {fill(mateOwnerMessages.deleteTitle, { name: mate.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {mateOwnerMessages.deleteBody}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="btn-ghost" disabled={remove.isPending}>
              {appMessages.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="btn-danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? mateOwnerMessages.deleting : mateOwnerMessages.deleteConfirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
