import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import webpush from 'web-push';
import { createTestApp, signUp, type TestApp } from '../testing/harness.js';
import { startPushService, type TestPushService } from '../testing/push-service.js';
import { messages } from '../messages/catalogue.js';
import { PushDeliveryError, createPushSender } from './web-push-sender.js';

/** A browser's keys for one device (the server encrypts to them). */
const deviceKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

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
    const intranet = await person.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: { ...subscription, endpoint: 'https://intranet.example/admin' },
    });
    expect([intranet.statusCode, intranet.json().error]).toEqual([400, messages.push.unknownPushService]);
    for (const payload of [
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

describe('only real push services receive pushes', () => {
  // The production check: no push transport given.
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp();
  });
  afterAll(() => production.close());

  const keys = deviceKeys();
  const subscribe = (person: Awaited<ReturnType<typeof signUp>>, endpoint: string) =>
    person.request({ method: 'PUT', url: '/api/push/subscription', payload: { endpoint, keys } });
  const storedFor = async (id: string) =>
    (await production.db.pool.query('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [id])).rows;

  it('refuses hosts another URL parser reads differently, other ports, user info and look-alikes', async () => {
    const person = await signUp(production.app);
    for (const endpoint of [
      // url.parse ends the host at ; { ' " and would connect to 127.0.0.1 or localhost.
      'https://127.0.0.1;.fcm.googleapis.com/x',
      'https://localhost{.web.push.apple.com/x',
      "https://127.0.0.1'.fcm.googleapis.com/x",
      'https://127.0.0.1".fcm.googleapis.com/x',
      'https://fcm.googleapis.com:4250/x',
      'https://fcm.googleapis.com:80/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://fcm.googleapis.com@127.0.0.1/x',
      'https://FCM.googleapis.com/x',
      'https://ｆcm.googleapis.com/x',
      'https://fcm.googleapis.cоm/x',
      'https://fcm.googleapis.com./x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil-notify.windows.com/x',
      'https://127.0.0.1/fcm.googleapis.com/x',
    ]) {
      const response = await subscribe(person, endpoint);
      expect([endpoint, response.statusCode, response.json().error]).toEqual([
        endpoint,
        400,
        messages.push.unknownPushService,
      ]);
    }
    expect(await storedFor(person.id)).toEqual([]);
  });

  it("accepts the browsers' push services, on port 443 written or not", async () => {
    const person = await signUp(production.app);
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1Y2lh',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAA',
      'https://fcm.googleapis.com:443/fcm/send/explicit-port',
    ];
    for (const endpoint of endpoints) expect((await subscribe(person, endpoint)).statusCode).toBe(200);
    expect((await storedFor(person.id)).map((row) => row.endpoint).sort()).toEqual([...endpoints].sort());
  });

  it('never sends to an endpoint whose host another parser could read otherwise, even one stored before the check', async () => {
    const sendPush = production.app.services.sendPush!;
    const payload = { title: 'Ronda', body: 'Hola', url: '/perfil', tag: 'x' };
    for (const endpoint of [
      'https://127.0.0.1;.fcm.googleapis.com/x',
      'https://localhost{.web.push.apple.com/x',
      "https://127.0.0.1'.fcm.googleapis.com/x",
      'https://fcm.googleapis.com@127.0.0.1/x',
    ])
      expect(await sendPush({ endpoint, ...keys }, payload)).toBe('gone');
  });
});

describe('a failed push says why without naming where it tried', () => {
  const payload = { title: 'Ronda', body: 'Hola', url: '/perfil', tag: 'x' };

  it('stores a generic reason for an unreachable push service, never its address or port', async () => {
    // A port nobody listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const send = createPushSender(webpush.generateVAPIDKeys(), 'mailto:hola@ronda.local');
    const endpoint = `https://127.0.0.1:${port}/push/unreachable`;
    const failure = await send({ endpoint, ...deviceKeys() }, payload).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushDeliveryError);
    expect((failure as Error).message).toBe('push service unreachable');
  });

  it('says only the status a push service answered', async () => {
    const { subscription } = pushService.device('answers-500');
    pushService.answer('answers-500', 500);
    const failure = await t.app.services.sendPush!(
      { endpoint: subscription.endpoint, ...subscription.keys },
      payload,
    ).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('push service answered 500');
  });
});
