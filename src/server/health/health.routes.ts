import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Database } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  pendingMigrations: z.array(z.string()),
});

/** For load balancers: 200 when the database answers and every migration of this build is applied. */
export async function registerHealthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servidor: base de datos accesible y migraciones aplicadas',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(db.pool);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'unavailable', database: 'unreachable', pendingMigrations: [] });
      }
      const ok = pending.length === 0;
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? 'ok' : 'unavailable', database: 'ok', pendingMigrations: pending });
    },
  );
}
