import { healthEndpoints as endpoints } from '../../shared/contract/health.js';
import type { Health } from '../../shared/schemas/health.js';
import type { Database } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';
import type { Route } from '../http/route.js';

/** For load balancers: 200 when the database answers and every migration of this build is applied. */
export function registerHealthRoutes(route: Route, { db }: { db: Database }) {
  route(endpoints.check, async ({ request, reply }): Promise<Health> => {
    reply.header('cache-control', 'no-store');
    let pending: string[];
    try {
      pending = await pendingMigrations(db.pool);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      reply.status(503);
      return { status: 'unavailable', database: 'unreachable', pendingMigrations: [] };
    }
    const ok = pending.length === 0;
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', database: 'ok', pendingMigrations: pending };
  });
}
