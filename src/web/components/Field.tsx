import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, one control, an optional hint (or counter) and the field's error, wired for screen readers. */
export function FormField({
  id,
  label,
  hint,
  hintClassName = 'field-hint',
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  hintClassName?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldNotes id={id} hint={hint} hintClassName={hintClassName} error={error} />
    </div>
  );
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
