import { describe, expect, it } from 'vitest';
import { isAppRoute, pathOf, profileSectionOfAnchor, type LinkTarget } from './app-routes.js';

describe('where a notification leads', () => {
  const id = '0b6c0c8e-7c84-4a4f-9a47-3f9c1b7b2f10';
  const targets: [LinkTarget, string][] = [
    [{ kind: 'conversation', conversationId: id }, `/conversations/${id}`],
    [{ kind: 'mate', mateId: id }, `/mates/${id}`],
    [{ kind: 'bookingReviews', bookingId: id }, `/perfil/reservas?reserva=${id}`],
    [{ kind: 'page', page: 'mates' }, '/mates'],
    [{ kind: 'page', page: 'myMates' }, '/mis-mates'],
    [{ kind: 'page', page: 'profile' }, '/perfil'],
    [{ kind: 'page', page: 'requests' }, '/perfil/solicitudes'],
    [{ kind: 'page', page: 'notificationSettings' }, '/perfil/notificaciones'],
  ];

  it.each(targets)('%o is %s, a page of the app', (target, path) => {
    expect(pathOf(target)).toBe(path);
    expect(isAppRoute(new URL(path, 'https://ronda.test').pathname)).toBe(true);
  });
});

describe("the old one-page /perfil's anchors", () => {
  it.each([
    ['#notificaciones', '/perfil/notificaciones'],
    ['#solicitudes', '/perfil/solicitudes'],
    ['#reservas', '/perfil/reservas'],
    ['#publicaciones', '/perfil/mates'],
    ['#datos', '/perfil/datos'],
  ])('%s leads to %s', (hash, path) => {
    expect(profileSectionOfAnchor(hash)).toBe(path);
    expect(isAppRoute(path)).toBe(true);
  });

  it('leaves any other anchor alone', () => {
    expect(profileSectionOfAnchor('')).toBeNull();
    expect(profileSectionOfAnchor('#main')).toBeNull();
  });
});
