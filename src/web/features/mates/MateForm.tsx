import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { fill } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { geoMessages } from '../../../shared/messages/geo';
import { mateFormMessages } from '../../../shared/messages/mate-form';
import { Field } from '../../components/Field';
import type { Place } from '../../../shared/schemas/common';
import { MATE_DESCRIPTION_MAX, MATE_NAME_MAX } from '../../../shared/constants';
import { mateFormSchema, type MateFields } from '../../../shared/schemas/mates';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { useToast } from '../../components/ToastProvider';
import { useAsyncHandler } from '../../components/use-async-handler';
import { GeolocationError, requestPosition } from '../../lib/geolocation';
import { reverseGeocode } from '../../lib/places';
import { useSchemaForm } from '../../lib/use-schema-form';
import { PhotosField } from './photos/PhotosField';
import { usePickedPhotos, type UploadReport } from './photos/use-picked-photos';

export interface MateFormValues {
  name: string;
  description: string;
  pricePerDay: string;
  location: Place | null;
}

/**
 * The form holds the price as typed and no place until one is picked; the shared schema turns them into
 * euros and a place, or refuses them. Photos are kept beside the form, each with its upload's progress.
 */
const schema = mateFormSchema as unknown as z.ZodType<MateFields, MateFormValues>;

interface Props {
  mode: 'publish' | 'edit';
  initial: MateFormValues;
  submitting: boolean;
  /**
   * Sends the mate, and on publishing its photos in order (the first is the cover), reporting each one's
   * progress; a failure it throws is shown by the form (the server's field messages on their inputs).
   */
  onSubmit(values: MateFields, photos: File[], report: UploadReport): Promise<void>;
  onCancel(): void;
}

/** Publish and edit (spec §2, §5): live validation with the spec's messages, n/500 counter, photos on publish. */
export function MateForm({ mode, initial, submitting, onSubmit, onCancel }: Props) {
  const toast = useToast();
  const form = useSchemaForm(schema, { mode: 'onChange', defaultValues: initial });
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const [locating, setLocating] = useState(false);
  const photos = usePickedPhotos();

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
  const onUseMyLocation = useAsyncHandler(useMyLocation);

  const submit = form.submit(
    (fields) =>
      onSubmit(
        fields,
        photos.items.map((item) => item.file),
        photos.report,
      ),
    {
      fallback: mode === 'publish' ? mateFormMessages.publishFailed : mateFormMessages.saveFailed,
      onFailure: (message) => toast.error(message),
      onInvalid: () => toast.error(mateFormMessages.fixErrors),
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Field label={mateFormMessages.nameLabel} error={form.fieldError('name')}>
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
        label={mateFormMessages.descriptionLabel}
        hint={fill(mateFormMessages.counter, { count: description.length })}
        hintClassName={`field-hint text-right ${description.length > MATE_DESCRIPTION_MAX ? 'font-bold text-red-800' : ''}`}
        error={form.fieldError('description')}
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
        label={mateFormMessages.priceLabel}
        hint={mateFormMessages.priceHint}
        error={form.fieldError('pricePerDay')}
      >
        {(control) => (
          <input
            {...control}
            className="field-input max-w-48"
            // Text, not a number input: "3,50" as typed in Spain must reach the schema as it is.
            type="text"
            inputMode="decimal"
            autoComplete="off"
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
            error={form.fieldError('location')}
            action={
              <button
                type="button"
                className="btn-secondary shrink-0"
                onClick={onUseMyLocation}
                disabled={locating}
              >
                {locating ? geoMessages.locating : geoMessages.useMyLocation}
              </button>
            }
          />
        )}
      />

      {mode === 'publish' && (
        <PhotosField
          items={photos.items}
          onAdd={photos.add}
          onMove={photos.move}
          onRemove={photos.remove}
          locked={submitting}
          announcement={photos.announcement}
        />
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
