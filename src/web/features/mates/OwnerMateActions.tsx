import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useLocation } from 'react-router';
import { fill } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import type { MateSummary } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/app-link';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { useMateAction } from './api';

/** Owner mode of the card (spec §2): Editar, Eliminar (with confirmation), Pausar, Activar/Reactivar. */
export function OwnerMateActions({ mate }: { mate: MateSummary }) {
  const location = useLocation();
  const toast = useToast();
  const pause = useMateAction('pause');
  const reactivate = useMateAction('reactivate');
  const busy = pause.isPending || reactivate.isPending;
  const canPause = mate.status === 'available' && mate.available;

  // mutateAsync, not mutate(…, callbacks): the card may re-render away before the server answers.
  const run = async (mutation: typeof pause, success: string, failure: string) => {
    try {
      await mutation.mutateAsync(mate.id);
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };
  const onPause = () => run(pause, messages.mates.paused, messages.mates.pauseFailed);
  const onReactivate = () => run(reactivate, messages.mates.reactivated, messages.mates.reactivateFailed);

  return (
    <>
      <AppLink
        to={`/editar-mate/${mate.id}`}
        state={{ from: `${location.pathname}${location.search}` }}
        className="btn-secondary"
        aria-label={`${messages.mates.edit}: ${mate.name}`}
      >
        {messages.mates.edit}
      </AppLink>
      {canPause ? (
        <button
          type="button"
          className="btn-ghost"
          onClick={onPause}
          disabled={busy}
          aria-label={`${messages.mates.pause}: ${mate.name}`}
        >
          {messages.mates.pause}
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary"
          onClick={onReactivate}
          disabled={busy}
          aria-label={`${mate.status === 'inactive' ? messages.mates.activate : messages.mates.reactivate}: ${mate.name}`}
        >
          {mate.status === 'inactive' ? messages.mates.activate : messages.mates.reactivate}
        </button>
      )}
      <DeleteMateDialog mate={mate} />
    </>
  );
}

function DeleteMateDialog({ mate }: { mate: MateSummary }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const remove = useMateAction('delete');

  const confirm = async (event: React.MouseEvent) => {
    // Keep the dialog open (and busy) until the server answers; the card disappears once it has.
    event.preventDefault();
    try {
      await remove.mutateAsync(mate.id);
      toast.success(messages.mates.deleted);
    } catch {
      toast.error(messages.mates.deleteFailed);
    }
    setOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger
        className="btn-ghost text-red-800"
        aria-label={`${messages.mates.delete}: ${mate.name}`}
      >
        {messages.mates.delete}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-bold text-stone-900">
            {fill(messages.mates.deleteTitle, { name: mate.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {messages.mates.deleteBody}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="btn-ghost" disabled={remove.isPending}>
              {messages.mates.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="btn-danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? messages.mates.deleting : messages.mates.deleteConfirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
