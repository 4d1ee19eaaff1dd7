import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { setLocaleSource } from './i18n/active-locale.js';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.js';
import {
  fill,
  formatClockTime,
  formatConversationTime,
  formatDetailDistance,
  formatListDistance,
  formatLongDate,
  formatNotificationTime,
  formatPrice,
  formatRating,
  plural,
  shortQuote,
  type Placeholders,
} from './format.js';
import type { bookingMessages } from './messages/bookings.js';

describe('formatPrice', () => {
  it('shows euros per day with two decimals, or Gratis', () => {
    expect(formatPrice(12.5)).toBe('€12.50/día');
    expect(formatPrice(3)).toBe('€3.00/día');
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(null)).toBe('Gratis');
  });
});

describe('distances', () => {
  it('lists show one decimal', () => {
    expect(formatListDistance(2.345)).toBe('2.3 km');
    expect(formatListDistance(0.04)).toBe('0.0 km');
  });

  it('the detail uses metres under 1 km, one decimal under 10 km, then whole km', () => {
    expect(formatDetailDistance(0.4567)).toBe('457 m');
    expect(formatDetailDistance(3.21)).toBe('3.2 km');
    expect(formatDetailDistance(12.6)).toBe('13 km');
  });
});

describe('in another language', () => {
  const speak = (locale: Locale) => setLocaleSource(() => locale);
  afterEach(() => speak(DEFAULT_LOCALE));

  it('writes euros, decimals and dates as that language does; Spanish keeps the spec’s', () => {
    speak('en');
    expect(formatPrice(12.5)).toMatch(/^€12\.50\//);
    expect(formatListDistance(2.345)).toBe('2.3 km');
    expect(formatLongDate('2025-03-05T10:00:00Z')).toBe('5 March 2025');
    speak('pt-BR');
    expect(formatPrice(12.5)).toMatch(/^€\s12,50\//);
    expect(formatDetailDistance(3.21)).toBe('3,2 km');
    expect(formatLongDate('2025-03-05T10:00:00Z')).toBe('5 de março de 2025');
    expect(formatRating(4)).toBe('4,0');
    speak('es');
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatPrice(12.5)).toBe('€12.50/día');
    expect(formatListDistance(2.345)).toBe('2.3 km');
  });

  it("chooses a count's text by each language's plural rules", () => {
    const forms = { one: 'one', other: 'other' } as const;
    const counts = [0, 1, 2, 21, 1.5];
    expect(counts.map((count) => plural(count, forms))).toEqual(['other', 'one', 'other', 'other', 'other']);
    speak('en');
    expect(counts.map((count) => plural(count, forms))).toEqual(['other', 'one', 'other', 'other', 'other']);
    // Portuguese says "0 avaliação" and "1,5 estrela", in the singular.
    speak('pt-BR');
    expect(counts.map((count) => plural(count, forms))).toEqual(['one', 'one', 'other', 'other', 'one']);
  });
});

describe('dates and times', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('writes long dates in es-AR', () => {
    expect(formatLongDate('2025-03-05T10:00:00Z')).toBe('5 de marzo de 2025');
  });

  it('notification times follow spec §9', () => {
    expect(formatNotificationTime(ago(30_000), now)).toBe('Ahora');
    expect(formatNotificationTime(ago(5 * 60_000), now)).toBe('hace 5 min');
    expect(formatNotificationTime(ago(3 * 3_600_000), now)).toBe('hace 3h');
    expect(formatNotificationTime('2026-11-10T12:00:00Z', now)).toMatch(/^10 (de )?nov/);
  });

  it('conversation times follow spec §9', () => {
    expect(formatConversationTime(ago(20_000), now)).toBe('Ahora');
    expect(formatConversationTime(ago(5 * 60_000), now)).toBe('hace 5 min');
    expect(formatConversationTime(ago(5 * 3_600_000), now)).toBe('hace 5h');
    expect(formatConversationTime(ago(30 * 3_600_000), now)).toBe('ayer');
    expect(formatConversationTime('2026-11-01T12:00:00Z', now)).toMatch(/^1 (de )?nov/);
  });
});

describe('formatClockTime', () => {
  it('shows the 24-hour time in Madrid, winter and summer', () => {
    expect(formatClockTime('2026-11-21T13:05:00Z')).toBe('14:05');
    expect(formatClockTime('2026-07-01T06:30:00Z')).toBe('08:30');
    expect(formatClockTime('2026-11-21T23:00:00Z')).toBe('00:00');
  });
});

describe('fill', () => {
  it('replaces known placeholders only', () => {
    expect(fill('Reserva rechazada para {mate}', { mate: 'Mate de calabaza' })).toBe(
      'Reserva rechazada para Mate de calabaza',
    );
    const unchecked: string = '{a} y {b}';
    expect(fill(unchecked, { a: 1 })).toBe('1 y {b}');
  });

  it('takes exactly the placeholders its template names', () => {
    expect(fill('{a} y {b}', { a: 1, b: 'dos' })).toBe('1 y dos');
    // @ts-expect-error a placeholder without a value
    fill('{a} y {b}', { a: 1 });
    // @ts-expect-error a value without a placeholder
    fill('{a}', { a: 1, c: 3 });
    // @ts-expect-error a template without placeholders takes no values
    fill('Ahora', { n: 1 });
    expectTypeOf<Placeholders<typeof bookingMessages.yourMessage>>().toEqualTypeOf<'message'>();
    expectTypeOf<Placeholders<'{count}/500'>>().toEqualTypeOf<'count'>();
  });
});

describe('shortQuote', () => {
  it('keeps short words as they are, on one line', () => {
    expect(shortQuote('  ¿Me lo\nprestás?  ')).toBe('¿Me lo prestás?');
  });

  it('cuts long words at a space before the limit, with an ellipsis', () => {
    const quoted = shortQuote('Hola, te escribo porque el mate que me prestaste tenía la bombilla rota', 40);
    expect(quoted).toBe('Hola, te escribo porque el mate que me…');
    expect(quoted.length).toBeLessThanOrEqual(40);
    expect(shortQuote('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
