import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messages } from '../messages/catalogue.js';
import { errorResponseSchema, errorResponses } from '../../shared/schemas/common.js';
import {
  notificationListQuerySchema,
  notificationListSchema,
  unreadCountSchema,
} from '../../shared/schemas/notifications.js';
import type { ActorResolver } from '../auth/actor.js';
import { requireSession } from '../http/request-guards.js';
import type { NotificationService } from './notifications.service.js';

const params = z.object({ id: z.uuid({ error: messages.notifications.notFound }) });
const errors = errorResponses(401, 404);

export async function registerNotificationRoutes(
  app: FastifyInstance,
  { notifications, actorOf }: { notifications: NotificationService; actorOf: ActorResolver },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/api/notifications',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary:
          'Las últimas notificaciones propias (5, o 10 con el desplegable abierto) y cuántas no se leyeron',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.list(await actorOf(request), request.query.limit);
    },
  );

  api.post(
    '/api/notifications/read-all',
    {
      preValidation: requireSession(actorOf),
      schema: { tags, summary: 'Marca todas como leídas', response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => notifications.markAllRead(await actorOf(request)),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Marca una como leída',
        params,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => notifications.markRead(await actorOf(request), request.params.id),
  );

  api.delete(
    '/api/notifications/:id',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Elimina una notificación propia',
        params,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => notifications.remove(await actorOf(request), request.params.id),
  );
}
