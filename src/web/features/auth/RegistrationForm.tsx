import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { registrationMessages } from '../../../shared/messages/registration';
import { describedBy, Field, FieldNotes, FormError } from '../../components/Field';
import { registrationSchema } from '../../../shared/schemas/session';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { AppLink } from '../../components/AppLink';
import { useSchemaForm } from '../../lib/use-schema-form';
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
  const termsId = useId();
  const form = useSchemaForm(registrationSchema, {
    mode: 'onTouched',
    defaultValues: { publicName: initialName, city: null, acceptTerms: false },
  });
  const termsError = form.fieldError('acceptTerms');

  // mutateAsync: the new session re-renders the page around this form before per-call callbacks
  // would run, so the follow-up happens here, once the promise settles.
  const onSubmit = form.submit(
    async (values) => {
      await register.mutateAsync(values);
      onRegistered();
    },
    { fallback: registrationMessages.failed },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field
        label={registrationMessages.publicName}
        hint={registrationMessages.publicNameHint}
        error={form.fieldError('publicName')}
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
            error={form.fieldError('city')}
          />
        )}
      />

      <div>
        {/* A checkbox comes before its label, so it takes the field's notes without the Field layout. */}
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-1 h-5 w-5 accent-yerba-700"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={describedBy(termsId, undefined, termsError)}
            {...form.register('acceptTerms')}
          />
          <label htmlFor={termsId} className="text-sm text-stone-800">
            {registrationMessages.acceptTerms}
          </label>
        </div>
        <AppLink to="/faq#terminos" className="mt-1 ml-8 inline-block text-sm text-yerba-800 underline">
          {registrationMessages.readTerms}
        </AppLink>
        <FieldNotes id={termsId} error={termsError} />
      </div>

      <FormError message={form.formError} />

      <button type="submit" className="btn-primary py-3" disabled={register.isPending}>
        {register.isPending ? registrationMessages.submitting : registrationMessages.submit}
      </button>
    </form>
  );
}
