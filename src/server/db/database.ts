import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pglitePoolConfig } from './pglite-connection.js';

export type NotificationHandler = (payload: string) => void;

/** One database, embedded or remote, behind the same pg.Pool interface. */
export interface Database {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. Notifications sent while the
   * listening connection was down are lost: onReconnect runs once it listens again.
   */
  listen(
    channel: string,
    handler: NotificationHandler,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize: number;
  /** A PGlite data directory dump (tar) to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

/**
 * PostgreSQL's shared buffers inside PGlite. The WebAssembly heap never shrinks and PGlite zeroes the
 * whole shared memory when it starts, so the default 128 MB (from initdb) is resident from the first
 * second; 16 MB holds the demo's working set and is what PostgreSQL itself uses on a small machine.
 * Given at every start (it overrides a data directory's postgresql.conf) and to initdb, whose own run
 * would otherwise take 128 MB more while it creates the cluster.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

export async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : dataDir,
    loadDataDir,
    extensions: { btree_gist, cube, earthdistance, pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    initDbStartParams: PGLITE_SETTINGS,
  });
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const lite = await createPglite(options.dataDir, options.loadDataDir);
  // PGlite is a single session: node-postgres sees it as a pool of one connection, which also
  // serialises transactions exactly like a single-connection PostgreSQL would.
  const pool = new pg.Pool(pglitePoolConfig(lite) as pg.PoolConfig);
  return {
    kind: 'pglite',
    pool,
    // In the same process as the database, so the subscription never drops.
    async listen(channel, handler) {
      const unsubscribe = await lite.listen(channel, handler);
      return async () => unsubscribe();
    },
    async close() {
      await pool.end();
      await lite.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Errors on idle clients (server restart, network blip) must not crash the process.
  pool.on('error', () => undefined);
  const listener = new PostgresListener(url);
  return {
    kind: 'postgres',
    pool,
    listen: (channel, handler, onReconnect) => listener.listen(channel, handler, onReconnect),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection for LISTEN, re-established with its subscriptions after a drop. What was
 * notified meanwhile is gone, so subscribers hear about the reconnection.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private dropped = false;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(
    channel: string,
    handler: NotificationHandler,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const client = await this.connection();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    if (onReconnect) this.reconnectHandlers.add(onReconnect);
    return async () => {
      set.delete(handler);
      if (onReconnect) this.reconnectHandlers.delete(onReconnect);
    };
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'ronda-listener' });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('listener closed');
    }
    this.client = client;
    if (this.dropped) {
      this.dropped = false;
      for (const handler of this.reconnectHandlers) handler();
    }
    return client;
  }

  private reconnect(dead: pg.Client) {
    if (this.client !== dead) return;
    this.client = null;
    if (this.closed) return;
    this.dropped = true;
    const retry = () => {
      if (this.closed) return;
      this.connection().catch(() => setTimeout(retry, 1000).unref());
    };
    setTimeout(retry, 200).unref();
  }

  async close() {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
