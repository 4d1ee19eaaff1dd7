import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { fill } from '../../shared/format';
import { Field } from './Field';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter sends, Shift+Enter adds a line (spec §5). Without it, Enter adds a line like any textarea. */
  onSend?: () => void;
  max: number;
  /** "{count}/1000": the placeholder is filled with the length so far. */
  counter: `${string}{count}${string}`;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  rows?: number;
  /** For a form that puts focus back in the box itself (after sending, say). */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A textarea for messages with its counter; Enter sends when there is onSend, Shift+Enter adds a line. */
export function MessageBox({
  label,
  value,
  onChange,
  onSend,
  max,
  counter,
  placeholder,
  hint,
  error,
  rows = 3,
  textareaRef,
}: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onSend && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };
  const over = value.length > max;
  return (
    <Field
      label={label}
      error={error}
      hintClassName="mt-1 flex justify-between gap-2 text-sm"
      hint={
        <>
          <span className="text-stone-600">{hint}</span>
          <span
            className={`shrink-0 whitespace-nowrap ${over ? 'font-bold text-red-800' : 'text-stone-600'}`}
          >
            {fill(counter, { count: value.length })}
          </span>
        </>
      }
    >
      {(control) => (
        <textarea
          {...control}
          ref={textareaRef}
          aria-invalid={control['aria-invalid'] ?? (over || undefined)}
          className="field-input resize-y"
          rows={rows}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
    </Field>
  );
}
