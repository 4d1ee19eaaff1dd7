import { describe, expect, it } from 'vitest';
import { effectiveRole, isRegistered, roleLabel } from './roles.js';

describe('roles', () => {
  it('labels each stored role as the spec says', () => {
    expect(roleLabel('host')).toBe('Anfitrión');
    expect(roleLabel('traveller')).toBe('Viajero');
    expect(roleLabel('guest')).toBe('Visitante');
  });

  it('treats a missing or empty role as a Visitante', () => {
    for (const stored of [null, undefined, '']) {
      expect(roleLabel(stored)).toBe('Visitante');
      expect(effectiveRole(stored)).toBe('guest');
      expect(isRegistered(stored)).toBe(false);
    }
  });

  it('labels any other stored value Usuario and gives it no more than a Visitante', () => {
    expect(roleLabel('admin')).toBe('Usuario');
    expect(effectiveRole('admin')).toBe('guest');
    expect(isRegistered('admin')).toBe(false);
  });

  it('lets Viajeros and Anfitriones transact', () => {
    expect(isRegistered('traveller')).toBe(true);
    expect(isRegistered('host')).toBe(true);
  });
});
