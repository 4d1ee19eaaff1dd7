import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LONG_TOAST_MS } from '../../../shared/constants';
import { fill } from '../../../shared/format';
import { ownDataMessages } from '../../../shared/messages/own-data';
import {
  confirmationMatches,
  deleteAccountSchema,
  deletionConfirmationOf,
} from '../../../shared/schemas/own-data';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { useToast } from '../../components/ToastProvider';
import { useSchemaForm } from '../../lib/use-schema-form';
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
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useSchemaForm(deleteAccountSchema, { defaultValues: { confirmation: '' } });
  const typed = useWatch({ control: form.control, name: 'confirmation' });
  const expected = deletionConfirmationOf(person);
  const label = fill(person.publicName ? ownDataMessages.confirmPublicName : ownDataMessages.confirmEmail, {
    name: expected,
  });

  const confirm = form.submit(
    async ({ confirmation }) => {
      // The question stays open (and busy) until the server answers.
      await remove.mutateAsync(confirmation);
      toast.success(ownDataMessages.deleted, { duration: LONG_TOAST_MS });
      void navigate('/');
    },
    { fallback: ownDataMessages.deleteFailed },
  );

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn-ghost text-red-800">
          {ownDataMessages.deleteAccount}
        </button>
      }
      title={ownDataMessages.deleteTitle}
      description={ownDataMessages.deleteBody}
      confirmLabel={ownDataMessages.deleteConfirm}
      busyLabel={ownDataMessages.deleting}
      busy={remove.isPending}
      canConfirm={confirmationMatches(typed, expected)}
      error={form.formError}
      onClose={() => form.reset()}
      onConfirm={() => confirm()}
    >
      <Field label={label} error={form.fieldError('confirmation')}>
        {(control) => (
          <input
            {...control}
            {...form.register('confirmation')}
            className="field-input"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
