import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { PLACE_DEBOUNCE_MS } from '../../shared/constants';
import { geoMessages } from '../../shared/messages/geo';
import type { Place } from '../../shared/schemas/common';
import type { PlaceSuggestion } from '../../shared/schemas/places';
import { usePlaceSuggestions } from '../lib/places';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { Field } from './Field';

interface PlaceComboboxProps {
  label: string;
  value: Place | null;
  onChange(place: Place | null): void;
  type?: 'city' | 'address';
  hint?: string;
  error?: string;
  placeholder?: string;
  /** Extra control beside the input, such as "Usar mi ubicación". */
  action?: React.ReactNode;
  /** The text's name in a form sent without JavaScript (where no suggestion can be picked). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function toPlace(suggestion: PlaceSuggestion): Place {
  return {
    label: suggestion.label,
    city: suggestion.city,
    country: suggestion.country,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
  };
}

/**
 * City or address input with suggestions (ARIA combobox): debounced 400 ms, arrows move, Enter picks,
 * Escape closes. A value only counts once picked from the list.
 */
export function PlaceCombobox({
  label,
  value,
  onChange,
  type = 'city',
  hint,
  error,
  placeholder,
  action,
  name,
  inputRef,
}: PlaceComboboxProps) {
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), PLACE_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(debounced, type, open);
  // Suggestions for older text are never offered: Enter must not pick a stale place.
  const searching =
    open && (suggestions.isFetching || suggestions.isPlaceholderData || debounced !== text.trim());
  const options = searching ? [] : (suggestions.data ?? []);
  const listId = `${id}-list`;

  // Keep the text in step with a value set from outside (a form reset, "Usar mi ubicación").
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value?.label ?? '');
  }

  const pick = (suggestion: PlaceSuggestion) => {
    const place = toPlace(suggestion);
    setLastValue(place);
    setText(place.label);
    onChange(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          // On a phone the action goes under the field, which keeps the whole width for the place's name.
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-stretch">
            <input
              {...control}
              ref={inputRef}
              name={name}
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
              className="field-input"
              autoComplete="off"
              placeholder={placeholder}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
                if (value) {
                  setLastValue(null);
                  onChange(null);
                }
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            {action}
          </div>
        )}
      </Field>
      <div
        hidden={!open}
        className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-stone-300 bg-white shadow-lg"
      >
        <p role="status" className="empty:hidden px-3 py-2 text-sm text-stone-700">
          {open &&
            (searching
              ? geoMessages.searching
              : options.length === 0 && !suggestions.isError
                ? geoMessages.noResults
                : '')}
        </p>
        {suggestions.isError && !searching && (
          <p className="px-3 py-2 text-sm text-red-800">{geoMessages.searchFailed}</p>
        )}
        <ul id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-auto">
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-yerba-100 text-yerba-900' : 'text-stone-800'}`}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
