import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteConnection, pglitePoolConfig } from './pglite-connection.js';

/*
 * The PGlite connection replaces node-postgres' own Connection, which is not a public API: pg and
 * pg-protocol are pinned exactly, and these tests fail when an upgrade changes what the adapter mirrors.
 */

/** Socket plumbing and password authentication, which do not exist in-process. */
const SOCKET_ONLY = [
  '_send',
  'attachListeners',
  'upgradeToSSL',
  'sendSASLInitialResponseMessage',
  'sendSCRAMClientFinalMessage',
];

let lite: PGlite;
beforeAll(async () => {
  lite = await PGlite.create();
});
afterAll(() => lite.close());

describe("node-postgres' connection, as the PGlite adapter mirrors it", () => {
  it('has the methods the adapter stands in for, and no others', () => {
    const methods = Object.getOwnPropertyNames(pg.Connection.prototype).filter(
      (name) => name !== 'constructor',
    );
    expect(methods.sort()).toEqual([
      '_send',
      'attachListeners',
      'bind',
      'cancel',
      'close',
      'connect',
      'describe',
      'end',
      'endCopyFrom',
      'execute',
      'flush',
      'parse',
      'password',
      'query',
      'ref',
      'requestSsl',
      'sendCopyFail',
      'sendCopyFromChunk',
      'sendSASLInitialResponseMessage',
      'sendSCRAMClientFinalMessage',
      'startup',
      'sync',
      'unref',
      'upgradeToSSL',
    ]);
    const prototype = PgliteConnection.prototype as unknown as Record<string, unknown>;
    const missing = methods.filter(
      (name) => !SOCKET_ONLY.includes(name) && typeof prototype[name] !== 'function',
    );
    expect(missing).toEqual([]);
  });

  it('keeps the per-connection statement records the client and queries read', () => {
    const original = new pg.Connection();
    expect(original).toHaveProperty('parsedStatements', {});
    expect(original).toHaveProperty('submittedNamedStatements', {});
    expect(typeof original.stream.destroy).toBe('function');

    const adapter = new PgliteConnection(lite);
    expect(adapter).toHaveProperty('parsedStatements', {});
    expect(adapter).toHaveProperty('submittedNamedStatements', {});
    expect(adapter).toHaveProperty('_connecting', false);
  });

  it('lets a client be handed a ready-made connection', () => {
    const connection = new PgliteConnection(lite);
    const client = new pg.Client({ connection } as unknown as pg.ClientConfig);
    expect(client.connection).toBe(connection);
  });

  it("serialises every message the adapter sends with pg-protocol's own writer", () => {
    for (const name of ['query', 'parse', 'bind', 'execute', 'describe', 'close', 'flush', 'sync'] as const) {
      expect(typeof serialize[name]).toBe('function');
    }
    for (const name of ['copyData', 'copyDone', 'copyFail'] as const) {
      expect(typeof serialize[name]).toBe('function');
    }
    expect(serialize.sync()).toEqual(Buffer.from([0x53, 0, 0, 0, 4]));
  });
});

describe('a pool on the PGlite connection', () => {
  let connection: PgliteConnection;
  let pool: pg.Pool;

  beforeAll(() => {
    const config = pglitePoolConfig(lite);
    connection = config.connection;
    pool = new pg.Pool(config as pg.PoolConfig);
  });
  afterAll(() => pool.end());

  it('is listened to only for events PGlite answers with', async () => {
    await pool.query('SELECT 1');
    expect(connection.eventNames().sort()).toEqual([
      'authenticationCleartextPassword',
      'authenticationMD5Password',
      'authenticationSASL',
      'authenticationSASLContinue',
      'authenticationSASLFinal',
      'backendKeyData',
      'commandComplete',
      'connect',
      'copyData',
      'copyInResponse',
      'dataRow',
      'emptyQuery',
      'end',
      'error',
      'errorMessage',
      'newListener',
      'notice',
      'notification',
      'parseComplete',
      'portalSuspended',
      'readyForQuery',
      'rowDescription',
      'sslconnect',
    ]);
  });

  it('answers a good statement after a failed one, with and without parameters', async () => {
    await expect(pool.query('SELECT 1 / 0')).rejects.toMatchObject({ code: '22012' });
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);

    await expect(pool.query('SELECT $1::int', ['uno'])).rejects.toMatchObject({ code: '22P02' });
    expect((await pool.query('SELECT $1::int AS n', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('recovers from a failed statement inside a transaction', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await expect(client.query('SELECT $1::int', ['dos'])).rejects.toMatchObject({ code: '22P02' });
      await expect(client.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' });
      await client.query('ROLLBACK');
      expect((await client.query('SELECT $1::int AS n', [3])).rows).toEqual([{ n: 3 }]);
    } finally {
      client.release();
    }
  });

  it('prepares a named statement once and reuses it', async () => {
    const query = { name: 'number-by-parameter', text: 'SELECT $1::int AS n' };
    expect((await pool.query({ ...query, values: [4] })).rows).toEqual([{ n: 4 }]);
    expect(connection.parsedStatements[query.name]).toBe(query.text);
    expect((await pool.query({ ...query, values: [5] })).rows).toEqual([{ n: 5 }]);
  });

  it('forgets a named statement that failed to prepare, so the name can be used again', async () => {
    await expect(pool.query({ name: 'typo', text: 'SELEC 1' })).rejects.toMatchObject({ code: '42601' });
    expect(connection.submittedNamedStatements).not.toHaveProperty('typo');
    expect((await pool.query({ name: 'typo', text: 'SELECT 6 AS n' })).rows).toEqual([{ n: 6 }]);
  });

  it('delivers a NOTIFY sent through the pool to PGlite listeners', async () => {
    let deliver: (payload: string) => void = () => undefined;
    const received = new Promise<string>((resolve) => (deliver = resolve));
    await lite.listen('contract', (payload) => deliver(payload));
    await pool.query(`SELECT pg_notify('contract', 'hola')`);
    expect(await received).toBe('hola');
  });

  it('connects a new client on the same connection after the pool drops one', async () => {
    const client = await pool.connect();
    client.release(true);
    expect((await pool.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
  });
});
