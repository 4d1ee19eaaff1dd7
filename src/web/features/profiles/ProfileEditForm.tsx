import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { fill } from '../../../shared/format';
import { profileMessages } from '../../../shared/messages/profiles';
import { registrationMessages } from '../../../shared/messages/registration';
import { Field } from '../../components/Field';
import { PROFILE_BIO_MAX, updateProfileSchema, type OwnProfile } from '../../../shared/schemas/profiles';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { useToast } from '../../components/ToastProvider';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useUpdateProfile } from './api';

/** Spec §2 /perfil edit form: public name, bio (≤ 500 with counter), location; Guardar / Cancelar. */
export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone(): void }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const form = useSchemaForm(updateProfileSchema, {
    mode: 'onChange',
    defaultValues: {
      publicName: profile.publicName ?? profile.displayName,
      bio: profile.bio ?? '',
      location: profile.location,
    },
  });
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  // Opening the form puts the cursor in its first field.
  const { setFocus } = form;
  useEffect(() => setFocus('publicName'), [setFocus]);

  const submit = form.submit(
    async (values) => {
      await update.mutateAsync(values);
      toast.success(profileMessages.saved);
      onDone();
    },
    { fallback: profileMessages.updateFailed, onFailure: (message) => toast.error(message) },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field
        label={registrationMessages.publicName}
        hint={registrationMessages.publicNameHint}
        error={form.fieldError('publicName')}
      >
        {(control) => <input {...control} className="field-input" {...form.register('publicName')} />}
      </Field>
      <Field
        label={profileMessages.bioLabel}
        hint={fill(profileMessages.bioCounter, { count: bio.length })}
        hintClassName={`field-hint text-right ${bio.length > PROFILE_BIO_MAX ? 'font-bold text-red-800' : ''}`}
        error={form.fieldError('bio')}
      >
        {(control) => (
          <textarea
            {...control}
            className="field-input min-h-28"
            placeholder={profileMessages.bioPlaceholder}
            {...form.register('bio')}
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="location"
        render={({ field }) => (
          <PlaceCombobox
            label={profileMessages.locationLabel}
            hint={profileMessages.locationHint}
            value={field.value ?? null}
            onChange={field.onChange}
            error={form.fieldError('location')}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          {profileMessages.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? profileMessages.saving : profileMessages.save}
        </button>
      </div>
    </form>
  );
}
