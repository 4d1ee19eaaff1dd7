import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/harness.js';
import { startPushService, type TestPushService } from '../testing/push-service.js';
import { messages } from '../messages/catalogue.js';

// One app and one push service for both parts: each test makes its own people and devices.
let t: TestApp;
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({}, undefined, undefined, pushService);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('devices that get pushes', () => {
  const url = (endpoint: string) => `/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`;

  it('hands anyone the public key browsers subscribe with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    expect(response.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('subscribes a device with every category, and changes what it wants', async () => {
    const person = await signUp(t.app);
    const { subscription } = pushService.device('every-category');
    const created = await person.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: subscription,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ categories: ['messages', 'bookings', 'reminders', 'reviews'] });

    const changed = await person.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: { ...subscription, categories: ['reviews', 'messages'] },
    });
    expect(changed.json()).toEqual({ categories: ['messages', 'reviews'] });
    // The browser renews its subscription now and then: the device keeps its choice.
    await person.request({ method: 'PUT', url: '/api/push/subscription', payload: subscription });
    const read = await person.request({ method: 'GET', url: url(subscription.endpoint) });
    expect(read.json()).toEqual({ categories: ['messages', 'reviews'] });
  });

  it('tells only the device owner what it gets', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { subscription } = pushService.device('owned');
    await owner.request({ method: 'PUT', url: '/api/push/subscription', payload: subscription });
    const anonymous = await t.app.inject({ method: 'GET', url: url(subscription.endpoint) });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await other.request({ method: 'GET', url: url(subscription.endpoint) });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, messages.push.unknownDevice]);
  });

  it('refuses endpoints that are not a push service and malformed keys, in Spanish', async () => {
    const person = await signUp(t.app);
    const { subscription } = pushService.device('malformed');
    for (const payload of [
      { ...subscription, endpoint: 'https://intranet.example/admin' },
      { ...subscription, endpoint: 'http://127.0.0.1/push/plain-http' },
      { ...subscription, keys: { p256dh: 'no es base64!', auth: 'x' } },
      { ...subscription, categories: ['spam'] },
      { endpoint: subscription.endpoint },
    ]) {
      const response = await person.request({ method: 'PUT', url: '/api/push/subscription', payload });
      expect([response.statusCode, response.json().error]).toEqual([400, messages.push.invalidSubscription]);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: subscription,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops a device when it unsubscribes, even signed out, and when its session ends', async () => {
    const person = await signUp(t.app);
    const first = pushService.device('unsubscribes').subscription;
    const second = pushService.device('signs-out').subscription;
    for (const subscription of [first, second])
      await person.request({ method: 'PUT', url: '/api/push/subscription', payload: subscription });

    const gone = await t.app.inject({ method: 'DELETE', url: url(first.endpoint) });
    expect(gone.statusCode).toBe(204);
    expect((await person.request({ method: 'GET', url: url(first.endpoint) })).statusCode).toBe(404);

    await person.request({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    const { rows } = await t.db.pool.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      second.endpoint,
    ]);
    expect(rows).toEqual([]);
  });

  it('hands a device to whoever subscribes it next, with every category again', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const { subscription } = pushService.device('shared-laptop');
    await first.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: { ...subscription, categories: ['messages'] },
    });
    const taken = await second.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: subscription,
    });
    expect(taken.json().categories).toHaveLength(4);
    expect((await first.request({ method: 'GET', url: url(subscription.endpoint) })).statusCode).toBe(404);
  });
});

describe('sending a push', () => {
  const payload = { title: 'Ronda', body: 'Lucía reservó tu mate', url: '/perfil', tag: 'booking-1' };
  const target = (name: string) => {
    const { subscription } = pushService.device(name);
    return { endpoint: subscription.endpoint, ...subscription.keys };
  };

  it('encrypts the payload so only the device reads it, signed with the server key', async () => {
    const sendPush = t.app.services.sendPush!;
    expect(await sendPush(target('reads-it'), payload)).toBe('sent');
    const [push] = await pushService.waitFor(1);
    expect(push!.payload).toEqual(payload);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = t.app.services.push.publicKey();
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));
  });

  it('reports a device the push service forgot, and throws while the service fails', async () => {
    const sendPush = t.app.services.sendPush!;
    for (const status of [404, 410]) {
      const device = target(`gone-${status}`);
      pushService.answer(`gone-${status}`, status);
      expect(await sendPush(device, payload)).toBe('gone');
    }
    const down = target('down');
    pushService.answer('down', 503);
    await expect(sendPush(down, payload)).rejects.toThrow();
  });
});
