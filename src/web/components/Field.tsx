import { useId, type ReactNode } from 'react';

/** What a field hands its control: the id its label names and the notes that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one form field: a label, one control (input, textarea, select or combobox), an optional hint
 * (or counter) and the field's error, wired for screen readers.
 */
export function Field({
  id: givenId,
  label,
  hint,
  hintClassName = 'field-hint',
  error,
  className,
  labelClassName = 'field-label',
  children,
}: {
  /** Defaults to a generated id; give one only where something else must name the control. */
  id?: string;
  label: string;
  hint?: ReactNode;
  hintClassName?: string;
  error?: string;
  /** For a label beside its control (a compact select) instead of above it. */
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      <FieldNotes id={id} hint={hint} hintClassName={hintClassName} error={error} />
    </div>
  );
}

/** The ids of a control's hint and error, as its aria-describedby lists them. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** The hint and the error under a control, with the ids its aria-describedby names. */
export function FieldNotes({
  id,
  hint,
  hintClassName = 'field-hint',
  error,
}: {
  id: string;
  hint?: ReactNode;
  hintClassName?: string;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A message for the whole form (the server refused it for no one field's reason), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-900">
      {message}
    </p>
  );
}
