import { use, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './rental-calendar.css';
import { activeLocale } from '../../../shared/i18n/active-locale';
import type { DateRange } from '../../../shared/schemas/rentals';
import { rentalMessages } from '../../../shared/messages/rentals';
import { calendarLocale } from './calendar-locale';

/** "2026-03-07" as that day at local midnight, which is what the calendar compares. */
function toDay(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function toIso(day: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * A month of days beside the "Desde" and "Hasta" inputs: days already taken (confirmed rentals, the host's
 * closures), past days and days beyond the horizon cannot be chosen. The first click picks "Desde", the
 * next one "Hasta" (or a new "Desde" when it comes earlier); the inputs stay the source of truth.
 */
export function RentalCalendar({
  startDate,
  endDate,
  today,
  horizon,
  taken,
  onChange,
}: {
  startDate: string;
  endDate: string;
  today: string;
  horizon: string;
  taken: DateRange[];
  onChange(range: { startDate: string; endDate: string }): void;
}) {
  // Month and weekday names, the week's first day and the buttons' names in the page's language.
  const locale = use(calendarLocale(activeLocale()));
  const takenDays = taken.map((range) => ({ from: toDay(range.startDate), to: toDay(range.endDate) }));
  const [month, setMonth] = useState(() => toDay(startDate || today));
  // A "Desde" typed in the input brings its month into view.
  const [shownStart, setShownStart] = useState(startDate);
  if (startDate !== shownStart) {
    setShownStart(startDate);
    if (startDate) setMonth(toDay(startDate));
  }
  const pick = (day: Date) => {
    const date = toIso(day);
    if (startDate && !endDate && date >= startDate) onChange({ startDate, endDate: date });
    else onChange({ startDate: date, endDate: '' });
  };
  return (
    <div className="rental-calendar">
      <DayPicker
        mode="range"
        locale={locale}
        fixedWeeks
        month={month}
        onMonthChange={setMonth}
        startMonth={toDay(today)}
        endMonth={toDay(horizon)}
        selected={
          startDate ? { from: toDay(startDate), to: endDate ? toDay(endDate) : undefined } : undefined
        }
        onSelect={(_range, day) => pick(day)}
        disabled={[{ before: toDay(today) }, { after: toDay(horizon) }, ...takenDays]}
        modifiers={{ taken: takenDays }}
        modifiersClassNames={{ taken: 'rental-calendar-taken' }}
      />
      <p className="mt-1 flex items-center gap-2 text-xs text-stone-700">
        <span aria-hidden="true" className="rental-calendar-taken-key" />
        {rentalMessages.takenKey}
      </p>
    </div>
  );
}
