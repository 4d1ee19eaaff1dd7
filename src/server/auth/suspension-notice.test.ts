import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { suspensionToken } from './suspension-notice.js';

describe("a refused sign-in's notice", () => {
  let t: TestApp;
  let person: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    person = await registeredUser(t.app, 'Persona Suspendida');
    await t.db.pool.query(
      `UPDATE users SET suspended_at = now(), suspension_reason = 'Estafas reiteradas' WHERE id = $1`,
      [person.id],
    );
  });
  afterAll(() => t.close());

  const read = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/suspension?token=${encodeURIComponent(token)}` });

  it('answers the reason for a token the server signed, and nothing for a crafted or stale one', async () => {
    const token = suspensionToken(t.config.auth.secret, person.id);
    expect((await read(token)).json()).toEqual({ message: 'Tu cuenta está suspendida: Estafas reiteradas' });

    // A link with words of its own, a forged signature, another person's id, an old token: nothing.
    expect((await read('Tu cuenta fue bloqueada: escribí a estafa@example.com')).statusCode).toBe(404);
    const [user, expires] = token.split('.');
    expect((await read(`${user}.${expires}.AAAA`)).statusCode).toBe(404);
    const other = Buffer.from('otra-persona').toString('base64url');
    expect((await read(`${other}.${expires}.${token.split('.')[2]}`)).statusCode).toBe(404);
    const stale = suspensionToken(t.config.auth.secret, person.id, Date.now() - 16 * 60_000);
    expect((await read(stale)).statusCode).toBe(404);

    // Reinstated: the old token no longer says anything.
    await t.db.pool.query('UPDATE users SET suspended_at = NULL, suspension_reason = NULL WHERE id = $1', [
      person.id,
    ]);
    expect((await read(token)).statusCode).toBe(404);
  });
});
