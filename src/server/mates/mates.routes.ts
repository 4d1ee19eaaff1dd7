import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messages } from '../messages/catalogue.js';
import { errorResponseSchema, errorResponses } from '../../shared/schemas/common.js';
import {
  mateDetailSchema,
  mateIdParamsSchema,
  mateFieldsSchema,
  mateListQuerySchema,
  mateListSchema,
  ownMateSchema,
  ownMatesSchema,
  updateMateSchema,
  viewerPointSchema,
} from '../../shared/schemas/mates.js';
import type { ActorResolver } from '../auth/actor.js';
import { requireSession, requireUploader } from '../http/request-guards.js';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import type { MateService } from './mates.service.js';

/** Publishing is multipart: the mate's fields as text (location as JSON) and an optional photo. */
const publishBodySchema = mateFieldsSchema.extend({
  location: z
    .string({ error: messages.mates.locationRequired })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: messages.mates.locationRequired });
        return z.NEVER;
      }
    })
    .pipe(mateFieldsSchema.shape.location),
  photo: z.instanceof(Buffer, { error: messages.images.notAnImage }).optional(),
});

const errors = errorResponses(400, 401, 403, 404, 409);

export async function registerMateRoutes(
  app: FastifyInstance,
  { mates, actorOf }: { mates: MateService; actorOf: ActorResolver },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mates'];

  api.get(
    '/api/mates',
    {
      schema: {
        tags,
        summary: 'Lista pública: cerca de un punto, por ciudad o texto libre, con orden y páginas',
        querystring: mateListQuerySchema,
        response: { 200: mateListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => mates.list(request.query),
  );

  api.get(
    '/api/mates/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de un mate (con la distancia si se envía lat/lng)',
        params: mateIdParamsSchema,
        querystring: viewerPointSchema,
        response: { 200: mateDetailSchema, ...errors },
      },
    },
    async (request) =>
      mates.detail(await actorOf(request), request.params.id, request.query.lat, request.query.lng),
  );

  api.get(
    '/api/mates/:id/edit',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Datos para editar un mate propio',
        params: mateIdParamsSchema,
        response: { 200: ownMateSchema, ...errors },
      },
    },
    async (request) => mates.getForEdit(await actorOf(request), request.params.id),
  );

  api.post(
    '/api/mates',
    {
      config: { limit: 'matePublish' },
      onRequest: requireUploader(actorOf, {
        signInMessage: messages.mates.mustSignInToPublish,
        registerMessage: messages.mates.mustRegisterToPublish,
      }),
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          'Publica un mate (multipart: name, description, pricePerDay, location en JSON y photo opcional)',
        consumes: ['multipart/form-data'],
        body: publishBodySchema,
        response: { 201: ownMateSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { photo, ...fields } = request.body;
      const created = await mates.create(await actorOf(request), fields, photo);
      return reply.status(201).send(created);
    },
  );

  api.patch(
    '/api/mates/:id',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Edita nombre, descripción, precio (y ubicación) de un mate propio',
        params: mateIdParamsSchema,
        body: updateMateSchema,
        response: { 200: ownMateSchema, ...errors },
      },
    },
    async (request) => mates.update(await actorOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/mates/:id/pause',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Pausa un mate propio',
        params: mateIdParamsSchema,
        response: { 200: ownMateSchema, ...errors },
      },
    },
    async (request) => mates.pause(await actorOf(request), request.params.id),
  );

  api.post(
    '/api/mates/:id/reactivate',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Reactiva un mate propio',
        params: mateIdParamsSchema,
        response: { 200: ownMateSchema, ...errors },
      },
    },
    async (request) => mates.reactivate(await actorOf(request), request.params.id),
  );

  api.delete(
    '/api/mates/:id',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Elimina un mate propio',
        params: mateIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mates.remove(await actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/me/mates',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Mis mates (todos menos los eliminados)',
        response: { 200: ownMatesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ mates: await mates.listMine(await actorOf(request)) }),
  );
}
