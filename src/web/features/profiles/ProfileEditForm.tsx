import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fill } from '../../../shared/format';
import { profileMessages } from '../../../shared/messages/profiles';
import { registrationMessages } from '../../../shared/messages/registration';
import { Field } from '../../components/Field';
import {
  PROFILE_BIO_MAX,
  updateProfileSchema,
  type OwnProfile,
  type UpdateProfileInput,
} from '../../../shared/schemas/profiles';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { useToast } from '../../components/ToastProvider';
import { ApiError } from '../../lib/api';
import { useUpdateProfile } from './api';

/** Spec §2 /perfil edit form: public name, bio (≤ 500 with counter), location; Guardar / Cancelar. */
export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone(): void }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onChange',
    defaultValues: {
      publicName: profile.publicName ?? profile.displayName,
      bio: profile.bio ?? '',
      location: profile.location,
    },
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  // Opening the form puts the cursor in its first field.
  useEffect(() => form.setFocus('publicName'), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(profileMessages.saved);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields.publicName)
        form.setError('publicName', { message: error.fields.publicName }, { shouldFocus: true });
      else toast.error(profileMessages.updateFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field
        id="profile-public-name"
        label={registrationMessages.publicName}
        hint={registrationMessages.publicNameHint}
        error={errors.publicName?.message}
      >
        {(control) => <input {...control} className="field-input" {...form.register('publicName')} />}
      </Field>
      <Field
        id="profile-bio"
        label={profileMessages.bioLabel}
        hint={fill(profileMessages.bioCounter, { count: bio.length })}
        hintClassName={`field-hint text-right ${bio.length > PROFILE_BIO_MAX ? 'font-bold text-red-800' : ''}`}
        error={errors.bio?.message}
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
