import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { homeMessages } from '../../../shared/messages/home';
import { rentalHorizon, rentalRangeIssue, rentalToday } from '../../../shared/rental-dates';
import type { Place } from '../../../shared/schemas/common';
import { DateRangeFields } from '../../components/DateRangeFields';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { DEFAULT_FILTERS, PARAM, searchFromFilters } from './filters';

/** The same days /mates takes: both or neither, from today, at most 30 days, six months ahead. */
const datesIssue = (from: string, to: string) =>
  from || to ? rentalRangeIssue(from, to, rentalToday(new Date())) : null;

/**
 * The hero's search: "¿Dónde?" (the list's city field) and "Fechas", leading to /mates with both applied.
 * Without JavaScript it is a GET form with the list's own names, so it reaches the same address. Two
 * fields and one rule: plain state, so the home page does not load the form library (its script budget).
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const titleId = useId();
  const today = rentalToday(new Date());
  const [place, setPlace] = useState<Place | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // Errors show once "Buscar mates" was tried, then follow what is typed (as in every form).
  const [tried, setTried] = useState(false);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const issue = tried ? datesIssue(from, to) : null;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = datesIssue(from, to);
    if (found) {
      setTried(true);
      (found.field === 'start' ? fromInput : toInput).current?.focus();
      return;
    }
    // A city typed without picking a suggestion is searched as typed, as the form does without JavaScript.
    const city = place?.city ?? String(new FormData(event.currentTarget).get('city') ?? '').trim();
    const filters = { ...DEFAULT_FILTERS, mode: city ? 'city' : 'all', city, from, to } as const;
    void navigate(`/mates?${searchFromFilters(filters).toString()}`);
  };

  return (
    <form
      method="get"
      action="/mates"
      noValidate
      onSubmit={search}
      aria-labelledby={titleId}
      className="card mt-8 max-w-4xl p-4 text-stone-900 sm:p-5"
    >
      <h2 id={titleId} className="sr-only">
        {homeMessages.searchTitle}
      </h2>
      <input type="hidden" name="mode" value="city" />
      <div className="grid gap-4 md:grid-cols-[2fr_3fr_auto]">
        <PlaceCombobox
          label={homeMessages.searchWhere}
          placeholder={homeMessages.searchWherePlaceholder}
          value={place}
          onChange={setPlace}
          name="city"
        />
        <fieldset>
          <legend className="field-label">{homeMessages.searchDates}</legend>
          <DateRangeFields
            start={{
              value: from,
              error: issue?.field === 'start' ? issue.message : undefined,
              input: {
                name: PARAM.from,
                value: from,
                onChange: (e) => setFrom(e.target.value),
                ref: fromInput,
              },
            }}
            end={{
              error: issue?.field === 'end' ? issue.message : undefined,
              input: { name: PARAM.to, value: to, onChange: (e) => setTo(e.target.value), ref: toInput },
            }}
            min={today}
            max={rentalHorizon(today)}
            labelClassName="mb-1 block text-sm text-stone-800"
          />
        </fieldset>
        <button type="submit" className="btn-primary px-6 py-3 md:self-end">
          <Search aria-hidden="true" className="h-5 w-5 shrink-0" />
          {homeMessages.searchSubmit}
        </button>
      </div>
    </form>
  );
}
