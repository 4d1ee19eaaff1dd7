import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/harness.js';
import { startWebhook } from '../testing/webhook.js';
import { JOB_SCHEMA } from '../jobs/job-queue.js';
import { makeJobsDue } from '../testing/jobs.js';

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

  const idOf = async (name: string) =>
    (await t.db.pool.query<{ id: string }>('SELECT id FROM contact_messages WHERE name = $1', [name]))
      .rows[0];
  /** A message's forwarding job, and how long its retry waits after the attempt that failed. */
  const forwardJob = async (id: string) =>
    (
      await t.db.pool.query<{ state: string; retry_count: number; waits_seconds: number }>(
        `SELECT state, retry_count, extract(epoch FROM start_after - started_on)::float AS waits_seconds
           FROM ${JOB_SCHEMA}.job WHERE name = 'contact.forward' AND id = $1`,
        [id],
      )
    ).rows[0];
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

    // Its job (the message's own id) waits for its retry, a minute or more after the attempt.
    const { id } = (await idOf('Ana'))!;
    await expect.poll(async () => (await forwardJob(id))?.state, POLL).toBe('retry');
    expect(await forwardJob(id)).toMatchObject({ retry_count: 0 });
    expect((await forwardJob(id))!.waits_seconds).toBeGreaterThanOrEqual(60);

    webhook.state.failing = false;
    // The back-off has passed (instead of waiting a minute for it).
    await makeJobsDue(t.db.pool, 'contact.forward');
    await expect.poll(async () => (await stored())[0]?.forwarded_at, POLL).not.toBeNull();
    expect(webhook.received).toHaveLength(1);
    expect(Object.fromEntries(webhook.received[0]!)).toMatchObject({
      name: 'Ana',
      contact: 'ana@ejemplo.com',
      city: 'Cádiz',
      comments: valid.comments,
    });
    // Forwarded is forwarded: its job running again posts nothing.
    await t.app.services.contact.forward(id);
    expect(webhook.received).toHaveLength(1);
  });

  it('keeps retrying a message that failed for days, at most six hours apart', async () => {
    webhook.state.failing = true;
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, name: 'Bruno' } });
    await expect
      .poll(async () => (await stored()).find((m) => m.name === 'Bruno')?.forward_attempts, POLL)
      .toBe(1);
    const { id } = (await idOf('Bruno'))!;
    await expect.poll(async () => (await forwardJob(id))?.state, POLL).toBe('retry');
    // As if it had failed for days: its sixtieth retry fails too and waits again, six hours at most.
    await t.db.pool.query(`UPDATE ${JOB_SCHEMA}.job SET retry_count = 60 WHERE id = $1`, [id]);
    await makeJobsDue(t.db.pool, 'contact.forward');
    await expect
      .poll(async () => (await stored()).find((m) => m.name === 'Bruno')?.forward_attempts, POLL)
      .toBe(2);
    await expect.poll(async () => (await forwardJob(id))?.state, POLL).toBe('retry');
    expect(await forwardJob(id)).toMatchObject({ retry_count: 61 });
    // Measured from the start of the attempt, which takes a moment.
    expect((await forwardJob(id))!.waits_seconds).toBeLessThanOrEqual(6 * 3600 + 30);
    webhook.state.failing = false;
    await makeJobsDue(t.db.pool, 'contact.forward');
    await expect
      .poll(async () => (await stored()).find((m) => m.name === 'Bruno')?.forwarded_at, POLL)
      .not.toBeNull();
  });

  it('forwards a message stored while no webhook was set once the safety net runs', async () => {
    // Stored as a process without a webhook stores it: no forwarding job.
    const { rows } = await t.db.pool.query<{ id: string }>(
      `INSERT INTO contact_messages (name, email, comments) VALUES ('Carla', 'carla@ejemplo.com', 'Hola') RETURNING id`,
    );
    const id = rows[0]!.id;
    expect(await forwardJob(id)).toBeUndefined();
    await t.app.services.contact.requeueStranded();
    await t.app.services.contact.requeueStranded();
    await expect
      .poll(async () => (await stored()).find((m) => m.name === 'Carla')?.forwarded_at, POLL)
      .not.toBeNull();
    expect(webhook.received.filter((form) => form.get('name') === 'Carla')).toHaveLength(1);
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
