import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fill } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { geoMessages } from '../../../shared/messages/geo';
import { mateFormMessages } from '../../../shared/messages/mate-form';
import { Field } from '../../components/Field';
import type { Place } from '../../../shared/schemas/common';
import { MATE_DESCRIPTION_MAX, MATE_NAME_MAX } from '../../../shared/constants';
import { mateFormSchema } from '../../../shared/schemas/mates';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { useToast } from '../../components/ToastProvider';
import { imageProblem } from '../../lib/images';
import { ApiError } from '../../lib/api';
import { GeolocationError, requestPosition } from '../../lib/geolocation';
import { reverseGeocode } from '../../lib/places';

export interface MateFormValues {
  name: string;
  description: string;
  pricePerDay: string;
  location: Place | null;
}

interface Props {
  mode: 'publish' | 'edit';
  initial: MateFormValues;
  submitting: boolean;
  onSubmit(
    values: { name: string; description: string; pricePerDay: number | null; location: Place },
    photo: File | null,
  ): Promise<void>;
  onCancel(): void;
}

/** Publish and edit (spec §2, §5): live validation with the spec's messages, n/500 counter, photo preview on publish. */
export function MateForm({ mode, initial, submitting, onSubmit, onCancel }: Props) {
  const id = useId();
  const toast = useToast();
  const form = useForm<MateFormValues>({
    // The form keeps the price as typed; the shared schema turns it into euros (or refuses it).
    resolver: zodResolver(mateFormSchema) as never,
    mode: 'onChange',
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const useMyLocation = async () => {
    setLocating(true);
    form.clearErrors('location');
    try {
      const position = await requestPosition();
      const place = await reverseGeocode(position.latitude, position.longitude);
      form.setValue(
        'location',
        {
          label: `${place.city}, ${place.country}`,
          city: place.city,
          country: place.country,
          latitude: position.latitude,
          longitude: position.longitude,
        },
        { shouldValidate: true },
      );
    } catch (error) {
      form.setError('location', {
        message: error instanceof GeolocationError ? error.message : geoMessages.unknownError,
      });
    } finally {
      setLocating(false);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      // A refused pick was already cleared (the photo is optional); only a kept photo the server refused blocks.
      if (photo && photoError) return toast.error(mateFormMessages.fixErrors);
      const parsed = mateFormSchema.parse(values);
      try {
        await onSubmit(parsed, photo);
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            const name = field.split('.')[0] as keyof MateFormValues | 'photo';
            if (name === 'photo') setPhotoError(message);
            else if (name in initial) form.setError(name, { message });
          }
        }
      }
    },
    () => toast.error(mateFormMessages.fixErrors),
  );

  const fieldError = (name: keyof MateFormValues) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Field id={`${id}-name`} label={mateFormMessages.nameLabel} error={fieldError('name')}>
        {(control) => (
          <input
            {...control}
            className="field-input"
            placeholder={mateFormMessages.namePlaceholder}
            maxLength={MATE_NAME_MAX + 20}
            {...form.register('name')}
          />
        )}
      </Field>

      <Field
        id={`${id}-description`}
        label={mateFormMessages.descriptionLabel}
        hint={fill(mateFormMessages.counter, { count: description.length })}
        hintClassName={`field-hint text-right ${description.length > MATE_DESCRIPTION_MAX ? 'font-bold text-red-800' : ''}`}
        error={fieldError('description')}
      >
        {(control) => (
          <textarea
            {...control}
            className="field-input min-h-32"
            placeholder={mateFormMessages.descriptionPlaceholder}
            {...form.register('description')}
          />
        )}
      </Field>

      <Field
        id={`${id}-price`}
        label={mateFormMessages.priceLabel}
        hint={mateFormMessages.priceHint}
        error={fieldError('pricePerDay')}
      >
        {(control) => (
          <input
            {...control}
            className="field-input max-w-48"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...form.register('pricePerDay')}
          />
        )}
      </Field>

      <Controller
        control={form.control}
        name="location"
        render={({ field }) => (
          <PlaceCombobox
            label={mateFormMessages.locationLabel}
            hint={mateFormMessages.locationHint}
            value={field.value}
            onChange={(place) => field.onChange(place)}
            error={
              fieldError('location') ??
              (errors.location as { label?: { message?: string } } | undefined)?.label?.message
            }
            action={
              <button
                type="button"
                className="btn-secondary shrink-0"
                onClick={useMyLocation}
                disabled={locating}
              >
                {locating ? geoMessages.locating : geoMessages.useMyLocation}
              </button>
            }
          />
        )}
      />

      {mode === 'publish' && (
        <div>
          <Field
            id={`${id}-photo`}
            label={mateFormMessages.photoLabel}
            hint={mateFormMessages.photoHint}
            error={photoError ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={photoInput}
                type="file"
                accept="image/*"
                className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-yerba-100 file:px-4 file:py-2 file:font-semibold file:text-yerba-900"
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  const problem = file ? imageProblem(file) : null;
                  setPhotoError(problem);
                  setPhoto(problem ? null : file);
                  if (problem) event.target.value = '';
                }}
              />
            )}
          </Field>
          {preview && (
            <figure className="mt-3 flex flex-col items-start gap-2">
              <img
                src={preview}
                alt={mateFormMessages.photoPreview}
                className="max-h-64 rounded-xl object-cover"
              />
              <button
                type="button"
                className="btn-ghost text-red-800"
                onClick={() => {
                  setPhoto(null);
                  setPhotoError(null);
                  if (photoInput.current) photoInput.current.value = '';
                  photoInput.current?.focus();
                }}
              >
                {mateFormMessages.removePhoto}
              </button>
            </figure>
          )}
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {appMessages.cancel}
        </button>
        <button type="submit" className="btn-primary px-6 py-3" disabled={submitting}>
          {mode === 'publish'
            ? submitting
              ? mateFormMessages.publishing
              : mateFormMessages.publish
            : submitting
              ? mateFormMessages.saving
              : mateFormMessages.save}
        </button>
      </div>
    </form>
  );
}
