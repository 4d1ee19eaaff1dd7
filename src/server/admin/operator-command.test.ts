import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { createTestApp, registeredUser, signUp, type TestApp } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { usesPostgres } from '../testing/test-database.js';
import { changeOperator } from './operator-command.js';

const run = promisify(execFile);

/** `npm run admin:grant|revoke -- <email>` as a person types it: its exit code and what it printed. */
async function command(change: 'grant' | 'revoke', email: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', change, email],
      {
        env: { PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
        timeout: 90_000,
      },
    );
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

describe('admin:grant and admin:revoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const flags = async (id: string) =>
    (await t.db.pool.query('SELECT role, is_admin FROM users WHERE id = $1', [id])).rows[0];

  it('sets and clears the flag beside the role, in the audit log, and says so', async () => {
    const host = await registeredUser(t.app, 'Anfitriona Operadora');
    await publishMate(host);
    const granted = await changeOperator(t.db.pool, host.email.toUpperCase(), 'grant');
    expect(granted).toEqual({
      ok: true,
      message: `${host.email} ahora es operador de Ronda: ve "Panel" en su menú (/admin).`,
    });
    expect(await flags(host.id)).toEqual({ role: 'host', is_admin: true });
    expect((await changeOperator(t.db.pool, host.email, 'grant')).message).toBe(
      `${host.email} ya era operador de Ronda.`,
    );
    const session = await host.request({ method: 'GET', url: '/api/session' });
    expect(session.json().user).toMatchObject({ isAdmin: true, roleLabel: 'Anfitrión' });
    expect((await host.request({ method: 'GET', url: '/api/admin/summary' })).statusCode).toBe(200);

    expect(await changeOperator(t.db.pool, host.email, 'revoke')).toEqual({
      ok: true,
      message: `${host.email} ya no es operador de Ronda.`,
    });
    expect(await flags(host.id)).toEqual({ role: 'host', is_admin: false });
    expect((await host.request({ method: 'GET', url: '/api/admin/summary' })).statusCode).toBe(404);

    const { rows } = await t.db.pool.query(
      'SELECT admin_id, action, target_type, target_id FROM admin_audit_log ORDER BY id',
    );
    expect(rows).toEqual([
      { admin_id: null, action: 'operator_granted', target_type: 'user', target_id: host.id },
      { admin_id: null, action: 'operator_revoked', target_type: 'user', target_id: host.id },
    ]);
  });

  it('a Visitante without a profile gets one to carry the flag, and stays a Visitante', async () => {
    const visitante = await signUp(t.app);
    expect((await changeOperator(t.db.pool, visitante.email, 'grant')).ok).toBe(true);
    expect(await flags(visitante.id)).toEqual({ role: 'guest', is_admin: true });
  });

  it('refuses an unknown e-mail', async () => {
    expect(await changeOperator(t.db.pool, 'nadie@ejemplo.com', 'grant')).toEqual({
      ok: false,
      message:
        'No hay ninguna cuenta con el correo nadie@ejemplo.com. La persona tiene que entrar a Ronda una vez antes.',
    });
  });

  // Each database has its own case: PostgreSQL is shared with a running server, the embedded one is not.
  if (usesPostgres())
    it('with PostgreSQL the command runs while the server is up', async () => {
      const person = await registeredUser(t.app, 'Operador Postgres');
      const granted = await command('grant', person.email, { DATABASE_URL: t.url! });
      expect(granted).toEqual({
        code: 0,
        output: `${person.email} ahora es operador de Ronda: ve "Panel" en su menú (/admin).`,
      });
      expect(await flags(person.id)).toEqual({ role: 'traveller', is_admin: true });
      const unknown = await command('revoke', 'nadie@ejemplo.com', { DATABASE_URL: t.url! });
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('No hay ninguna cuenta con el correo nadie@ejemplo.com');
    }, 180_000);
});

if (!usesPostgres())
  describe('admin:grant with the embedded database', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'ronda-operator-'));
      const db = await openDatabase({ dataDir, poolSize: 1 });
      await migrate(db.pool);
      await db.pool.query(
        `INSERT INTO auth_user (id, name, email, email_verified) VALUES ('persona-1', 'Ana', 'ana@ejemplo.com', true)`,
      );
      await db.close();
    }, 60_000);
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('runs only while the server is stopped, says so otherwise, and refuses an unknown e-mail', async () => {
      // A running server marks the directory with its process id (this test's process stands in).
      writeFileSync(join(dataDir, 'ronda-server.pid'), String(process.pid));
      const busy = await command('grant', 'ana@ejemplo.com', { DATA_DIR: dataDir });
      expect(busy).toEqual({
        code: 1,
        output: `El servidor está usando la base de datos embebida (${dataDir}, proceso ${process.pid}). Detenelo y volvé a ejecutar el comando.`,
      });
      // Stopped (the mark of a process that is gone does not count).
      writeFileSync(join(dataDir, 'ronda-server.pid'), '999999999');
      const unknown = await command('grant', 'nadie@ejemplo.com', { DATA_DIR: dataDir });
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('No hay ninguna cuenta con el correo nadie@ejemplo.com');
      const granted = await command('grant', 'ana@ejemplo.com', { DATA_DIR: dataDir });
      expect(granted).toEqual({
        code: 0,
        output: 'ana@ejemplo.com ahora es operador de Ronda: ve "Panel" en su menú (/admin).',
      });

      const db = await openDatabase({ dataDir, poolSize: 1 });
      try {
        const { rows } = await db.pool.query('SELECT role, is_admin FROM users');
        expect(rows).toEqual([{ role: 'guest', is_admin: true }]);
      } finally {
        await db.close();
      }
    }, 240_000);
  });
