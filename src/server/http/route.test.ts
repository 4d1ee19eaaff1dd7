import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEndpoints } from '../../shared/contract/bookings.js';
import { contactEndpoints } from '../../shared/contract/contact.js';
import { conversationEndpoints } from '../../shared/contract/conversations.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { eventEndpoints } from '../../shared/contract/events.js';
import { healthEndpoints } from '../../shared/contract/health.js';
import { mateEndpoints } from '../../shared/contract/mates.js';
import { notificationEndpoints } from '../../shared/contract/notifications.js';
import { notificationPreferenceEndpoints } from '../../shared/contract/notification-preferences.js';
import { ownDataEndpoints } from '../../shared/contract/own-data.js';
import { placeEndpoints } from '../../shared/contract/places.js';
import { profileEndpoints } from '../../shared/contract/profiles.js';
import { pushEndpoints } from '../../shared/contract/push.js';
import { reviewEndpoints } from '../../shared/contract/reviews.js';
import { blockEndpoints, reportEndpoints } from '../../shared/contract/reports.js';
import { messages } from '../messages/catalogue.js';
import { createTestApp, signUp, type TestApp } from '../testing/harness.js';

const endpoints: Endpoint[] = [
  bookingEndpoints,
  contactEndpoints,
  conversationEndpoints,
  mateEndpoints,
  notificationEndpoints,
  ownDataEndpoints,
  notificationPreferenceEndpoints,
  placeEndpoints,
  profileEndpoints,
  pushEndpoints,
  reviewEndpoints,
  reportEndpoints,
  blockEndpoints,
  eventEndpoints,
  healthEndpoints,
].flatMap((area) => Object.values(area));

const urlOf = (endpoint: Endpoint) =>
  endpoint.path.replace(':id', randomUUID()).replace(':publicName', 'Nadie');

describe('who may call each endpoint of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guarded = endpoints.filter((e) => e.access === 'signedIn' || e.access === 'registered');

  it('covers every endpoint the API documents (all but the auth library’s sign-in tokens)', () => {
    const documented = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations ?? {}).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const own = ['POST /api/auth/token'];
    expect(endpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      documented.filter((route) => !own.includes(route)).sort(),
    );
    expect(guarded.length).toBeGreaterThan(20);
  });

  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s refuses a signed-out request with 401 in Spanish, whatever its body',
    async (_name, endpoint) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: { nonsense: true } }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(endpoint.signInMessage?.() ?? messages.auth.notAuthenticated);
    },
  );

  it('a Visitante is refused where registration is needed, before the body is read', async () => {
    const visitor = await signUp(t.app);
    const registered = endpoints.filter((e) => e.access === 'registered');
    expect(registered.length).toBeGreaterThan(0);
    for (const endpoint of registered) {
      const response = await visitor.request({
        method: endpoint.method,
        url: urlOf(endpoint),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(endpoint.registerMessage?.());
    }
  });

  it('public endpoints answer without a session', async () => {
    for (const endpoint of endpoints.filter((e) => e.access === 'public' && e.method === 'GET')) {
      const response = await t.app.inject({ method: 'GET', url: urlOf(endpoint) });
      expect(response.statusCode, endpoint.path).not.toBe(401);
      expect(response.statusCode, endpoint.path).toBeLessThan(500);
    }
  });
});
