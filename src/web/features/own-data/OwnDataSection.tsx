import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { LONG_TOAST_MS } from '../../../shared/constants';
import { fill } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { ownDataMessages } from '../../../shared/messages/own-data';
import { confirmationMatches, deletionConfirmationOf } from '../../../shared/schemas/own-data';
import { Field, FormError } from '../../components/Field';
import { useToast } from '../../components/ToastProvider';
import { ownDataDownloadPath, useDeleteAccount } from './api';

interface Person {
  publicName: string | null;
  email: string;
}

/** /perfil "Tus datos": download everything Ronda holds about you, or delete your account. */
export function OwnDataSection({ person }: { person: Person }) {
  return (
    <section aria-labelledby="own-data-title" className="card flex flex-col gap-4 p-6">
      <h2 id="own-data-title" className="text-2xl font-bold text-stone-900">
        {ownDataMessages.title}
      </h2>
      <p className="text-stone-700">{ownDataMessages.intro}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex flex-col gap-1">
          <a
            href={ownDataDownloadPath}
            download
            className="btn-secondary"
            aria-describedby="own-data-download-hint"
          >
            {ownDataMessages.download}
          </a>
          <p id="own-data-download-hint" className="text-sm text-stone-600">
            {ownDataMessages.downloadHint}
          </p>
        </div>
        <DeleteAccountDialog person={person} />
      </div>
    </section>
  );
}

function DeleteAccountDialog({ person }: { person: Person }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const toast = useToast();
  const expected = deletionConfirmationOf(person);
  const matches = confirmationMatches(typed, expected);
  const label = fill(person.publicName ? ownDataMessages.confirmPublicName : ownDataMessages.confirmEmail, {
    name: expected,
  });

  const confirm = async (event: React.FormEvent | React.MouseEvent) => {
    // The dialog stays open (and busy) until the server answers.
    event.preventDefault();
    if (!matches || remove.isPending) return;
    setError(undefined);
    try {
      await remove.mutateAsync(typed);
    } catch {
      setError(ownDataMessages.deleteFailed);
      return;
    }
    setOpen(false);
    toast.success(ownDataMessages.deleted, { duration: LONG_TOAST_MS });
    void navigate('/');
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) {
          setTyped('');
          setError(undefined);
        }
      }}
    >
      <AlertDialog.Trigger className="btn-ghost text-red-800">
        {ownDataMessages.deleteAccount}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-bold text-stone-900">
            {ownDataMessages.deleteTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {ownDataMessages.deleteBody}
          </AlertDialog.Description>
          <form className="mt-4 flex flex-col gap-3" onSubmit={confirm} noValidate>
            <Field label={label}>
              {(control) => (
                <input
                  {...control}
                  className="field-input"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </Field>
            <FormError message={error} />
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <AlertDialog.Action
                type="submit"
                className="btn-danger flex-1"
                onClick={confirm}
                disabled={!matches || remove.isPending}
              >
                {remove.isPending ? ownDataMessages.deleting : ownDataMessages.deleteConfirm}
              </AlertDialog.Action>
              <AlertDialog.Cancel className="btn-ghost flex-1" disabled={remove.isPending}>
                {appMessages.cancel}
              </AlertDialog.Cancel>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
