import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationMessages } from '../../../shared/messages/registration';
import { Field } from '../../components/Field';
import { registrationSchema, type RegistrationInput } from '../../../shared/schemas/session';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { AppLink } from '../../components/AppLink';
import { ApiError, errorMessage } from '../../lib/api';
import { useRegister } from './api';

/** /auth: public name, optional city and the terms; submitting makes the person a Viajero. */
export function RegistrationForm({
  initialName,
  onRegistered,
}: {
  initialName: string;
  onRegistered(): void;
}) {
  const register = useRegister();
  const form = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: { publicName: initialName, city: null, acceptTerms: false },
  });
  const { errors } = form.formState;

  // mutateAsync: the new session re-renders the page around this form before per-call callbacks
  // would run, so the follow-up happens here, once the promise settles.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields.publicName) {
        form.setError('publicName', { message: error.fields.publicName }, { shouldFocus: true });
      }
      return;
    }
    onRegistered();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field
        id="publicName"
        label={registrationMessages.publicName}
        hint={registrationMessages.publicNameHint}
        error={errors.publicName?.message}
      >
        {(control) => (
          <input
            {...control}
            className="field-input"
            autoComplete="nickname"
            {...form.register('publicName')}
          />
        )}
      </Field>

      <Controller
        control={form.control}
        name="city"
        render={({ field }) => (
          <PlaceCombobox
            label={registrationMessages.city}
            hint={registrationMessages.cityHint}
            value={field.value ?? null}
            onChange={field.onChange}
          />
        )}
      />

      <div>
        <div className="flex items-start gap-3">
          <input
            id="acceptTerms"
            type="checkbox"
            className="mt-1 h-5 w-5 accent-yerba-700"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
            {...form.register('acceptTerms')}
          />
          <label htmlFor="acceptTerms" className="text-sm text-stone-800">
            {registrationMessages.acceptTerms}
          </label>
        </div>
        <AppLink to="/faq#terminos" className="mt-1 ml-8 inline-block text-sm text-yerba-800 underline">
          {registrationMessages.readTerms}
        </AppLink>
        {errors.acceptTerms && (
          <p id="acceptTerms-error" className="field-error">
            {errors.acceptTerms.message}
          </p>
        )}
      </div>

      {register.isError && !(register.error instanceof ApiError && register.error.fields.publicName) && (
        <p role="alert" className="field-error">
          {errorMessage(register.error, registrationMessages.failed)}
        </p>
      )}

      <button type="submit" className="btn-primary py-3" disabled={register.isPending}>
        {register.isPending ? registrationMessages.submitting : registrationMessages.submit}
      </button>
    </form>
  );
}
