import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messages } from '../messages/catalogue.js';
import { errorResponses } from '../../shared/schemas/common.js';
import {
  archiveSchema,
  contactHostSchema,
  conversationDetailSchema,
  conversationRefSchema,
  inboxSchema,
  messageSchema,
  readReceiptSchema,
  sendMessageSchema,
} from '../../shared/schemas/conversations.js';
import { mateIdParamsSchema } from '../../shared/schemas/mates.js';
import type { ActorResolver } from '../auth/actor.js';
import { requireSession } from '../http/request-guards.js';
import type { ConversationService } from './conversations.service.js';

const params = z.object({ id: z.uuid({ error: messages.conversations.notFound }) });
const errors = errorResponses(400, 401, 403, 404);

export async function registerConversationRoutes(
  app: FastifyInstance,
  { conversations, actorOf }: { conversations: ConversationService; actorOf: ActorResolver },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];

  api.get(
    '/api/conversations',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Bandeja: conversaciones propias con último mensaje, no leídos y archivo',
        response: { 200: inboxSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { conversations: await conversations.inbox(await actorOf(request)) };
    },
  );

  api.get(
    '/api/conversations/:id',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Una conversación propia con sus mensajes (solo lectura)',
        params,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversations.open(await actorOf(request), request.params.id);
    },
  );

  api.post(
    '/api/conversations/:id/read',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Marca como leídos los mensajes del otro; responde cuántos cambiaron',
        description:
          'La app lo envía mientras la conversación está en pantalla. Solo los dos participantes; ' +
          'para cualquier otra persona la conversación no existe (404).',
        params,
        response: { 200: readReceiptSchema, ...errors },
      },
    },
    async (request) => conversations.markRead(await actorOf(request), request.params.id),
  );

  api.post(
    '/api/conversations/:id/messages',
    {
      config: { limit: 'chatMessage' },
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Envía un mensaje (1 a 1000 caracteres)',
        params,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await conversations.send(await actorOf(request), request.params.id, request.body)),
  );

  api.put(
    '/api/conversations/:id/archive',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Archiva o desarchiva (solo del lado propio)',
        params,
        body: archiveSchema,
        response: { 200: archiveSchema, ...errors },
      },
    },
    async (request) =>
      conversations.archive(await actorOf(request), request.params.id, request.body.archived),
  );

  api.post(
    '/api/mates/:id/messages',
    {
      config: { limit: 'hostMessage' },
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Escribe al anfitrión de un mate (1 a 500 caracteres); crea o reutiliza la conversación',
        params: mateIdParamsSchema,
        body: contactHostSchema,
        response: { 201: conversationRefSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await conversations.contactHost(await actorOf(request), request.params.id, request.body)),
  );
}
