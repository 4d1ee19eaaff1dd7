import { describe, expect, it } from 'vitest';
import { cleanCity } from './city.js';
import { foldText } from './text.js';

describe('cleanCity', () => {
  it.each([
    ['Calle Mayor 5, 28013 Madrid, España', 'Madrid'],
    ['46004 Valencia, Spain', 'Valencia'],
    ['Ruzafa, Valencia', 'Valencia'],
    ['C1425 Buenos Aires, Argentina', 'Buenos Aires'],
    ['Málaga', 'Málaga'],
    ['08001, Barcelona, España', 'Barcelona'],
  ])('shows %j as %j', (raw, clean) => {
    expect(cleanCity(raw)).toBe(clean);
  });

  it('is empty for nothing', () => {
    expect(cleanCity(null)).toBe('');
    expect(cleanCity('España')).toBe('');
  });
});

describe('foldText', () => {
  it('compares without case or accents', () => {
    expect(foldText('  MÁLAGA ')).toBe('malaga');
    expect(foldText('Peñíscola')).toBe('peniscola');
  });
});
