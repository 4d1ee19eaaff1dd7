import { describe, expect, it } from 'vitest';
import { displayName, initialOf } from './display-name.js';

describe('displayName', () => {
  it('follows the fallback chain: public name, name, e-mail local part, Usuario', () => {
    expect(displayName({ publicName: 'Caro', name: 'Carolina', email: 'caro@x.com' })).toBe('Caro');
    expect(displayName({ publicName: null, name: 'Carolina', email: 'caro@x.com' })).toBe('Carolina');
    expect(displayName({ publicName: ' ', name: '', email: 'caro@x.com' })).toBe('caro');
    expect(displayName({})).toBe('Usuario');
  });

  it('names a deleted account "Usuario eliminado", whatever is left of it', () => {
    expect(displayName({ publicName: null, name: '', deleted: true })).toBe('Usuario eliminado');
  });

  it('takes the initial in upper case', () => {
    expect(initialOf('ñandú')).toBe('Ñ');
    expect(initialOf('')).toBe('U');
  });
});
