import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/harness.js';
import { startWebhook } from '../testing/webhook.js';
import { makeJobsDue, storedJobs } from '../testing/jobs.js';

const POLL = { timeout: 15_000, interval: 100 };

const valid = {
  name: 'Ana',
  email: 'ana@ejemplo.com',
  city: 'Cádiz',
  comments: '¿Puedo publicar dos mates?',
};

describe('contact form', () => {
  let t: TestApp;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    webhook = await startWebhook();
    t = await createTestApp({
      CONTACT_WEBHOOK_URL: webhook.url,
      CONTACT_RATE_LIMIT_MAX: '4',
      JOBS_POLL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await t.close();
    await webhook.close();
  });

  const stored = async () =>
    (
      await t.db.pool.query(
        'SELECT name, email, city, comments, forwarded_at, forward_attempts, last_error FROM contact_messages ORDER BY created_at',
      )
    ).rows;

  it('checks name, e-mail and comments (city is optional) with Spanish messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'no-es-correo', comments: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Campo obligatorio',
      email: 'Ingresá un correo electrónico válido',
      comments: 'Campo obligatorio',
    });
    expect(await stored()).toEqual([]);
  });

  it('stores the message even when the webhook fails, and retries it later through the job queue', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect([response.statusCode, response.json()]).toEqual([201, { ok: true }]);
    await expect.poll(async () => (await stored())[0]?.forward_attempts, POLL).toBe(1);
    const [message] = await stored();
    expect(message).toMatchObject({
      name: 'Ana',
      email: 'ana@ejemplo.com',
      city: 'Cádiz',
      forwarded_at: null,
      last_error: 'webhook answered 503',
    });

    // Its retry is a job queued for the end of its back-off.
    const { rows: due } = await t.db.pool.query(`SELECT next_attempt_at FROM contact_messages`);
    const retries = (await storedJobs(t.db.pool, 'contact.forward')).filter((job) => job.state === 'created');
    expect(retries.map((job) => job.start_after.getTime())).toContain(
      (due[0].next_attempt_at as Date).getTime(),
    );

    webhook.state.failing = false;
    // The back-off has passed (instead of waiting a minute for it).
    await t.db.pool.query(`UPDATE contact_messages SET next_attempt_at = now() - interval '1 second'`);
    await makeJobsDue(t.db.pool, 'contact.forward');
    await expect.poll(async () => (await stored())[0]?.forwarded_at, POLL).not.toBeNull();
    expect(webhook.received).toHaveLength(1);
    expect(Object.fromEntries(webhook.received[0]!)).toMatchObject({
      name: 'Ana',
      contact: 'ana@ejemplo.com',
      city: 'Cádiz',
      comments: valid.comments,
    });
    // Nothing left to send: it is never sent twice.
    expect(await t.app.services.contact.forwardPending()).toBe(0);
  });

  it('keeps retrying a message that failed for days, at most six hours apart', async () => {
    webhook.state.failing = true;
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, name: 'Bruno' } });
    await expect
      .poll(async () => (await stored()).find((m) => m.name === 'Bruno')?.forward_attempts, POLL)
      .toBe(1);
    await t.db.pool.query(
      `UPDATE contact_messages SET forward_attempts = 60, next_attempt_at = now() - interval '1 second' WHERE name = 'Bruno'`,
    );
    expect(await t.app.services.contact.forwardPending()).toBe(1);
    const { rows } = await t.db.pool.query(
      `SELECT forward_attempts, next_attempt_at <= now() + interval '6 hours' AS within FROM contact_messages WHERE name = 'Bruno'`,
    );
    expect(rows).toEqual([{ forward_attempts: 61, within: true }]);
    webhook.state.failing = false;
  });
});

describe('contact form from a Visitante without a profile', () => {
  it('keeps the message without linking it', async () => {
    const t = await createTestApp();
    try {
      const visitante = await signUp(t.app);
      const response = await visitante.request({ method: 'POST', url: '/api/contact', payload: valid });
      expect(response.statusCode).toBe(201);
      const read = await visitante.request({ method: 'POST', url: '/api/notifications/read-all' });
      expect([read.statusCode, read.json()]).toEqual([200, { unreadCount: 0 }]);
      const { rows } = await t.db.pool.query('SELECT user_id FROM contact_messages');
      expect(rows).toEqual([{ user_id: null }]);
    } finally {
      await t.close();
    }
  });
});

describe('contact form rate limit', () => {
  it('refuses a visitor who sends too many, in Spanish', async () => {
    const t = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '2' });
    try {
      const attempts = [];
      for (let i = 0; i < 3; i++)
        attempts.push(await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid }));
      expect(attempts.map((r) => r.statusCode)).toEqual([201, 201, 429]);
      expect(attempts[2]!.json()).toEqual({
        error: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
      });
      // Without a webhook the messages are simply kept.
      const { rows } = await t.db.pool.query(
        'SELECT count(*)::int AS n FROM contact_messages WHERE forwarded_at IS NULL',
      );
      expect(rows[0].n).toBe(2);
    } finally {
      await t.close();
    }
  });
});
