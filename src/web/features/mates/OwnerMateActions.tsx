import { useRef } from 'react';
import { useLocation } from 'react-router';
import { fill, plural } from '../../../shared/format';
import { mateOwnerMessages } from '../../../shared/messages/mate-owner';
import type { MateSummary, OwnMate } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/ToastProvider';
import { useAsyncHandler } from '../../components/use-async-handler';
import { errorMessage } from '../../lib/api';
import { useMateAction } from './api';
import { CloseDatesDialog } from './CloseDatesDialog';
import { ownerState } from './owner-state';

/**
 * Editar, the toggle and Eliminar share one line (never Eliminar alone on a second one): Editar and
 * Eliminar keep their width, the toggle takes the rest and may break "Activar publicación" over two lines
 * within the same height. "Bloquear fechas" has the line below to itself, icon and words.
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
    state === 'reserved' ? null : state === 'inactive' ? mateOwnerMessages.activate : mateOwnerMessages.pause;

  // mutateAsync, not mutate(…, callbacks): the card may re-render away before the server answers.
  const reactivateNow = async () => {
    if (busy) return;
    try {
      await reactivate.mutateAsync(mate.id);
      // Reactivated, an operator's hidden mate still stays out of Ronda: the toast says so.
      toast.success(
        mate.hiddenReason !== null ? mateOwnerMessages.reactivatedStillHidden : mateOwnerMessages.reactivated,
      );
    } catch (error) {
      toast.error(errorMessage(error, mateOwnerMessages.reactivateFailed));
    }
  };
  const onReactivate = useAsyncHandler(reactivateNow);

  // Pausar asks first and says what happens to the requests waiting (decision 0030). Its question stays
  // mounted around the same button when the label turns to "Activar publicación", which acts at once.
  const pending = mate.pendingRequests;
  const pauseQuestion = [
    ...(pending > 0
      ? [
          fill(
            plural(pending, {
              one: mateOwnerMessages.pausePendingOne,
              other: mateOwnerMessages.pausePendingMany,
            }),
            { count: pending },
          ),
        ]
      : []),
    mateOwnerMessages.pauseBody,
  ].join(' ');

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <div className="flex gap-2">
        <AppLink
          to={`/editar-mate/${mate.id}`}
          state={{ from: `${location.pathname}${location.search}` }}
          className={`btn-secondary shrink-0 ${FIT}`}
          aria-label={`${mateOwnerMessages.edit}: ${mate.name}`}
        >
          {mateOwnerMessages.edit}
        </AppLink>
        {toggle && (
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className={`${state === 'inactive' ? 'btn-primary' : 'btn-ghost'} min-w-0 flex-1 ${FIT}`}
                onClick={(event) => {
                  // A paused mate comes back without a question: the dialog stays shut.
                  if (state === 'inactive' || busy) event.preventDefault();
                  if (state === 'inactive') onReactivate();
                }}
                aria-disabled={busy}
                aria-label={`${toggle}: ${mate.name}`}
              >
                {toggle}
              </button>
            }
            title={fill(mateOwnerMessages.pauseTitle, { name: mate.name })}
            description={pauseQuestion}
            confirmLabel={mateOwnerMessages.pauseConfirm}
            busyLabel={mateOwnerMessages.pausing}
            busy={pause.isPending}
            onConfirm={async ({ close }) => {
              try {
                await pause.mutateAsync(mate.id);
                toast.success(mateOwnerMessages.paused);
              } catch (error) {
                toast.error(errorMessage(error, mateOwnerMessages.pauseFailed));
              }
              close();
            }}
          />
        )}
        <DeleteMateDialog mate={mate} />
      </div>
      {/* Its own line, with its words: a calendar icon alone did not say what it does. */}
      <CloseDatesDialog mate={mate} className={`btn-secondary w-full ${FIT}`} />
    </div>
  );
}

function DeleteMateDialog({ mate }: { mate: MateSummary }) {
  const toast = useToast();
  const remove = useMateAction('delete');
  const deleted = useRef(false);

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={`btn-ghost ml-auto shrink-0 text-red-800 ${FIT}`}
          aria-label={`${mateOwnerMessages.delete}: ${mate.name}`}
        >
          {mateOwnerMessages.delete}
        </button>
      }
      title={fill(mateOwnerMessages.deleteTitle, { name: mate.name })}
      description={mateOwnerMessages.deleteBody}
      confirmLabel={mateOwnerMessages.deleteConfirm}
      busyLabel={mateOwnerMessages.deleting}
      busy={remove.isPending}
      // Once the card is gone with its button, focus goes back to the page rather than nowhere.
      returnFocus={() => (deleted.current ? document.getElementById('main') : null)}
      onConfirm={async ({ close }) => {
        // The question stays open (and busy) until the server answers; the card goes once it has.
        try {
          await remove.mutateAsync(mate.id);
          deleted.current = true;
          toast.success(mateOwnerMessages.deleted);
        } catch {
          toast.error(mateOwnerMessages.deleteFailed);
        }
        close();
      }}
    />
  );
}
