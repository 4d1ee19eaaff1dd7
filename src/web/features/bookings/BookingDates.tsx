import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { activeLocale } from '../../../shared/i18n/active-locale';
import { rentalMessages } from '../../../shared/messages/rentals';
import {
  formatRentalDates,
  formatRentalQuote,
  rentalDays,
  rentalRangeIssue,
} from '../../../shared/rental-dates';
import type { DateRange } from '../../../shared/schemas/rentals';
import { DateRangeFields } from '../../components/DateRangeFields';
import { calendarLocale } from './calendar-locale';

/*
 * The days part of the booking panel, the same for everyone who may look at a mate: "Desde" and "Hasta",
 * the calendar with the taken days and the total. It holds no form library, so a visitor's page stays
 * light; the booking form of someone who may book wraps it (BookingForm.tsx).
 */

// The day picker's code loads when its box comes into view or the days are touched, not with the page,
// and its language's words at the same time.
const RentalCalendar = lazy(() => {
  void calendarLocale(activeLocale());
  return import('./RentalCalendar').then((m) => ({ default: m.RentalCalendar }));
});

/** What is wrong with the chosen days: the shared date rules, then any day already taken. */
export function chosenDaysIssue(range: DateRange, today: string, taken: DateRange[]) {
  const issue = rentalRangeIssue(range.startDate, range.endDate, today);
  if (issue) return issue;
  const overlaps = taken.some(
    (other) => other.startDate <= range.endDate && range.startDate <= other.endDate,
  );
  return overlaps ? { field: 'start' as const, message: rentalMessages.unavailable } : null;
}

/** Enter in a date input would submit the form: only the button books. */
export function keepEnterFromBooking(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * The fieldset: the two inputs (wired by the caller: a form's `register` or plain state), the calendar
 * and the total. `onPick` receives the days chosen on the calendar.
 */
export function BookingDates({
  start,
  end,
  startDate,
  endDate,
  today,
  horizon,
  taken,
  pricePerDay,
  onPick,
  shownOnField,
}: {
  start: ComponentProps<typeof DateRangeFields>['start'];
  end: ComponentProps<typeof DateRangeFields>['end'];
  startDate: string;
  endDate: string;
  today: string;
  horizon: string;
  taken: DateRange[];
  pricePerDay: number | null;
  onPick(range: { startDate: string; endDate: string }): void;
  /** The message under "Desde" or "Hasta" once a form was sent: said there, the total does not repeat it. */
  shownOnField?: string;
}) {
  // Touching the days asks for the calendar, wherever its box is.
  const [touched, setTouched] = useState(false);
  const touch = () => {
    if (!touched) startTransition(() => setTouched(true));
  };
  return (
    <fieldset className="flex flex-col gap-3" onFocus={touch} onPointerDown={touch}>
      <legend className="sr-only">{rentalMessages.datesLegend}</legend>
      <DateRangeFields start={start} end={end} min={today} max={horizon} />
      <CalendarBox wanted={touched}>
        <RentalCalendar
          startDate={startDate}
          endDate={endDate}
          today={today}
          horizon={horizon}
          taken={taken}
          onChange={onPick}
        />
      </CalendarBox>
      <RentalQuote
        startDate={startDate}
        endDate={endDate}
        today={today}
        taken={taken}
        pricePerDay={pricePerDay}
        shownOnField={shownOnField}
      />
    </fieldset>
  );
}

/**
 * The calendar's box, its size kept from the first paint: the placeholder until the box is on screen or
 * `wanted`, then the calendar (drawn in a transition, in short slices, so a phone stays responsive).
 */
function CalendarBox({ wanted, children }: { wanted: boolean; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const shown = seen || wanted;
  // An IntersectionObserver is a browser subscription React does not own.
  useEffect(() => {
    const element = box.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={box} className="min-h-[21.5rem]">
      {shown ? <Suspense fallback={<CalendarPlaceholder />}>{children}</Suspense> : <CalendarPlaceholder />}
    </div>
  );
}

function CalendarPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[21.5rem] items-center justify-center rounded-lg bg-stone-50 text-sm text-stone-600"
    >
      {rentalMessages.calendarLoading}
    </div>
  );
}

/** What the chosen days cost, read out as it changes: "5 días × €3.50/día" and "Total: €17.50". */
function RentalQuote({
  startDate,
  endDate,
  today,
  taken,
  pricePerDay,
  shownOnField,
}: {
  startDate: string;
  endDate: string;
  today: string;
  taken: DateRange[];
  pricePerDay: number | null;
  shownOnField: string | undefined;
}) {
  // Until both days are chosen, the hint; then the first broken rule, or the quote.
  const issue =
    startDate && endDate
      ? (chosenDaysIssue({ startDate, endDate }, today, taken)?.message ?? null)
      : undefined;
  const problem = issue && issue === shownOnField ? undefined : issue;
  const quote = problem === null ? formatRentalQuote(rentalDays(startDate, endDate), pricePerDay) : undefined;
  return (
    <div aria-live="polite" className="min-h-12 rounded-lg bg-stone-50 px-3 py-2 text-sm">
      {quote ? (
        <>
          <p className="text-stone-700">
            {formatRentalDates(startDate, endDate)} · {quote.breakdown}
          </p>
          <p className="text-base font-bold text-stone-900">{quote.total}</p>
        </>
      ) : (
        <p className={problem ? 'font-semibold text-red-800' : 'text-stone-700'}>
          {problem ?? rentalMessages.chooseDatesHint}
        </p>
      )}
    </div>
  );
}
