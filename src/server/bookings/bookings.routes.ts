import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingCreatedSchema,
  bookingIdParamsSchema,
  bookingItemSchema,
  bookingListSchema,
  createBookingSchema,
} from '../../shared/schemas/bookings.js';
import { errorResponses } from '../../shared/schemas/common.js';
import { mateIdParamsSchema } from '../../shared/schemas/mates.js';
import { messages } from '../messages/catalogue.js';
import type { ActorResolver } from '../auth/actor.js';
import { requireSession } from '../http/request-guards.js';
import type { BookingService } from './bookings.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function registerBookingRoutes(
  app: FastifyInstance,
  { bookings, actorOf }: { bookings: BookingService; actorOf: ActorResolver },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings'];

  api.post(
    '/api/mates/:id/bookings',
    {
      config: { limit: 'bookingChange' },
      preValidation: requireSession(actorOf, messages.bookings.mustSignIn),
      schema: {
        tags,
        summary: 'Reserva un mate (con mensaje opcional para el anfitrión)',
        params: mateIdParamsSchema,
        body: createBookingSchema,
        response: { 201: bookingCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookings.create(await actorOf(request), request.params.id, request.body)),
  );

  api.get(
    '/api/bookings/received',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags,
        summary: 'Reservas recibidas (anfitrión)',
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) => ({ bookings: await bookings.listReceived(await actorOf(request)) }),
  );

  api.get(
    '/api/bookings/mine',
    {
      preValidation: requireSession(actorOf),
      schema: { tags, summary: 'Mis reservas (viajero)', response: { 200: bookingListSchema, ...errors } },
    },
    async (request) => ({ bookings: await bookings.listMine(await actorOf(request)) }),
  );

  const actions = {
    confirm: 'Confirma una reserva pendiente (solo su anfitrión)',
    reject: 'Rechaza una reserva pendiente (solo su anfitrión)',
    complete: 'Marca como devuelto un mate de una reserva confirmada (solo su anfitrión)',
    withdraw: 'Cancela una solicitud pendiente propia (solo su viajero)',
  } as const;
  for (const [action, summary] of Object.entries(actions) as Array<[keyof typeof actions, string]>) {
    api.post(
      `/api/bookings/:id/${action}`,
      {
        // A traveller's withdrawal reaches the host like a request does; the host's answers are not limited.
        ...(action === 'withdraw' ? { config: { limit: 'bookingChange' as const } } : {}),
        preValidation: requireSession(actorOf),
        schema: {
          tags,
          summary,
          params: bookingIdParamsSchema,
          response: { 200: bookingItemSchema, ...errors },
        },
      },
      async (request) => bookings[action](await actorOf(request), request.params.id),
    );
  }
}
