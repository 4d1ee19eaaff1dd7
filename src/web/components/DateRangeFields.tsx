import type { InputHTMLAttributes, Ref } from 'react';
import { rentalMessages } from '../../shared/messages/rentals';
import { Field } from './Field';

type DateInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * The two native date inputs "Desde" and "Hasta" side by side, for booking, closing and searching days:
 * "Hasta" never offers a day before "Desde". Each side takes its input's wiring (a form's `register`,
 * or a value and its change handler) and its error.
 */
export function DateRangeFields({
  start,
  end,
  min,
  max,
  startMin = min,
  labelClassName,
}: {
  start: { value: string; error?: string; input: DateInputProps };
  end: { error?: string; input: DateInputProps };
  min: string;
  max: string;
  /** A period already under way keeps its first day, even when it is past. */
  startMin?: string;
  labelClassName?: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={rentalMessages.from} labelClassName={labelClassName} error={start.error}>
        {(control) => (
          <input {...control} type="date" className="field-input" min={startMin} max={max} {...start.input} />
        )}
      </Field>
      <Field label={rentalMessages.to} labelClassName={labelClassName} error={end.error}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="field-input"
            min={start.value && start.value > min ? start.value : min}
            max={max}
            {...end.input}
          />
        )}
      </Field>
    </div>
  );
}
