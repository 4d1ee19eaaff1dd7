import { useId, type KeyboardEvent } from 'react';
import { fill } from '../../shared/format';

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
  hint?: string;
  error?: string | null;
  rows?: number;
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
}: Props) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onSend && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };
  const over = value.length > max;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input resize-y"
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-counter${hint ? ` ${id}-hint` : ''}${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="mt-1 flex justify-between gap-2 text-sm">
        <span id={`${id}-hint`} className="text-stone-600">
          {hint}
        </span>
        <span id={`${id}-counter`} className={over ? 'font-bold text-red-800' : 'text-stone-600'}>
          {fill(counter, { count: value.length })}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
