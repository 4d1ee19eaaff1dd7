import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.js';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/mates/123?x=1#mapa')).toBe('/mates/123?x=1#mapa');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'mates',
    '/mates\n/evil',
    '',
    null,
    42,
  ])('sends %j to /', (candidate) => {
    expect(safeRedirectPath(candidate)).toBe('/');
  });
});
