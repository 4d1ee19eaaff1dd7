import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from './i18n/active-locale.js';
import { loadLanguage } from './i18n/catalogues/index.js';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.js';
import {
  addMonths,
  formatRentalDates,
  formatTotal,
  formatRentalQuote,
  formatRentalSummary,
  isIsoDate,
  rentalDays,
  rentalInstant,
  rentalRangeIssue,
  rentalRangeProblem,
  rentalToday,
  RENTAL_TIME_ZONE,
} from './rental-dates.js';

describe('rental days', () => {
  it('counts both ends and knows real dates', () => {
    expect(rentalDays('2026-03-03', '2026-03-07')).toBe(5);
    expect(rentalDays('2026-03-29', '2026-03-30')).toBe(2); // across the change to summer time
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('3/3/2026')).toBe(false);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it("reads today and a day's hours in Spain, summer and winter", () => {
    expect(rentalToday(new Date('2026-03-02T23:30:00Z'))).toBe('2026-03-03');
    expect(rentalInstant('2026-01-10').toISOString()).toBe('2026-01-09T23:00:00.000Z');
    expect(rentalInstant('2026-07-10', 9).toISOString()).toBe('2026-07-10T07:00:00.000Z');
    expect(rentalInstant('2026-03-29', 9).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it("knows Spain's date at every hour of 2000–2040, as the time-zone database does", () => {
    const database = new Intl.DateTimeFormat('en-CA', {
      timeZone: RENTAL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const wrong: string[] = [];
    for (let instant = Date.UTC(2000, 0, 1); instant < Date.UTC(2041, 0, 1); instant += 3_600_000) {
      const now = new Date(instant);
      if (rentalToday(now) !== database.format(now)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
    const clock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: RENTAL_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (const hour of [0, 9]) {
        const shown = clock.format(rentalInstant(date, hour));
        if (shown !== `${date} 0${hour}:00`) wrong.push(`${date} ${hour}h → ${shown}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says what is wrong with a choice of days', () => {
    const today = '2026-03-03';
    expect(rentalRangeProblem('', '', today)).toBe('Elegí las fechas "Desde" y "Hasta"');
    expect(rentalRangeProblem('2026-03-02', '2026-03-04', today)).toBe(
      'La fecha "Desde" no puede ser anterior a hoy',
    );
    expect(rentalRangeProblem('2026-03-05', '2026-03-04', today)).toBe(
      'La fecha "Hasta" tiene que ser igual o posterior a "Desde"',
    );
    expect(rentalRangeProblem('2026-03-03', '2026-04-02', today)).toBe(
      'Podés reservar hasta 30 días seguidos',
    );
    expect(rentalRangeProblem('2026-03-03', '2026-04-01', today)).toBeNull();
    expect(rentalRangeProblem('2026-09-03', '2026-09-04', today)).toBe(
      'Podés reservar hasta 6 meses por adelantado',
    );
    expect(rentalRangeProblem('2026-09-03', '2026-09-03', today)).toBeNull();
    // A block has no length limit, and one under way keeps its first day.
    expect(
      rentalRangeProblem('2026-03-01', '2026-05-01', today, { closure: true, keptStart: '2026-03-01' }),
    ).toBeNull();
    expect(rentalRangeProblem('2026-09-03', '2026-09-04', today, { closure: true })).toBe(
      'Podés bloquear fechas hasta 6 meses por adelantado',
    );
  });

  it('puts each problem under the field to fix', () => {
    const today = '2026-03-03';
    const field = (start: string, end: string) => rentalRangeIssue(start, end, today)?.field;
    expect(field('', '2026-03-04')).toBe('start');
    expect(field('2026-03-04', '')).toBe('end');
    expect(field('2026-02-30', '2026-03-04')).toBe('start');
    expect(field('2026-03-04', '2026-02-30')).toBe('end');
    expect(field('2026-03-02', '2026-03-04')).toBe('start');
    expect(field('2026-03-05', '2026-03-04')).toBe('end');
    expect(field('2026-03-03', '2026-04-02')).toBe('end');
    expect(rentalRangeIssue('2026-03-03', '2026-03-04', today)).toBeNull();
  });

  it('writes dates, days and money as cards and the panel show them', () => {
    expect(formatRentalDates('2026-03-03', '2026-03-07')).toBe('del 3 al 7 de marzo');
    expect(formatRentalDates('2026-02-28', '2026-03-03')).toBe('del 28 de febrero al 3 de marzo');
    expect(formatRentalDates('2026-12-30', '2027-01-02')).toBe(
      'del 30 de diciembre de 2026 al 2 de enero de 2027',
    );
    expect(formatRentalDates('2026-03-03', '2026-03-03')).toBe('el 3 de marzo');
    expect(
      formatRentalSummary({ startDate: '2026-03-03', endDate: '2026-03-07', days: 5, total: 17.5 }),
    ).toBe('del 3 al 7 de marzo · 5 días · €17.50');
    expect(formatRentalSummary({ startDate: '2026-03-03', endDate: '2026-03-03', days: 1, total: 0 })).toBe(
      'el 3 de marzo · 1 día · Gratis',
    );
    expect(formatRentalQuote(5, 3.5)).toEqual({ breakdown: '5 días × €3.50/día', total: 'Total: €17.50' });
    expect(formatRentalQuote(2, null)).toEqual({ breakdown: '2 días', total: 'Gratis' });
  });
});

describe('dates in another language', () => {
  const speak = async (locale: Locale) => {
    await loadLanguage(locale);
    setLocaleSource(() => locale);
  };
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('writes a rental’s days as English and Brazilian Portuguese write them', async () => {
    await speak('en');
    expect(formatRentalDates('2026-03-03', '2026-03-07')).toBe('from 3 to 7 March');
    expect(formatRentalDates('2026-02-28', '2026-03-03')).toBe('from 28 February to 3 March');
    expect(formatRentalDates('2026-12-30', '2027-01-02')).toBe('from 30 December 2026 to 2 January 2027');
    expect(formatRentalDates('2026-03-03', '2026-03-03')).toBe('on 3 March');
    expect(
      formatRentalSummary({ startDate: '2026-03-03', endDate: '2026-03-07', days: 5, total: 17.5 }),
    ).toBe('from 3 to 7 March · 5 days · €17.50');
    expect(formatTotal(17.5)).toBe('€17.50');
    await speak('pt-BR');
    expect(formatRentalDates('2026-03-03', '2026-03-07')).toBe('de 3 a 7 de março');
    expect(formatRentalDates('2026-02-28', '2026-03-03')).toBe('de 28 de fevereiro a 3 de março');
    expect(formatRentalDates('2026-12-30', '2027-01-02')).toBe(
      'de 30 de dezembro de 2026 a 2 de janeiro de 2027',
    );
    expect(formatRentalDates('2026-03-03', '2026-03-03')).toBe('em 3 de março');
    expect(formatTotal(17.5).replace(/\s/g, ' ')).toBe('€ 17,50');
  });
});
