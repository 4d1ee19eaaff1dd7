import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactFormSchema } from '../../shared/schemas/contact.js';
import { errorResponseSchema, okResponseSchema } from '../../shared/schemas/common.js';
import type { ActorResolver } from '../auth/actor.js';
import type { ContactService } from './contact.service.js';

export async function registerContactRoutes(
  app: FastifyInstance,
  { contact, actorOf }: { contact: ContactService; actorOf: ActorResolver },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { limit: 'contactForm' },
      schema: {
        tags: ['contact'],
        summary: 'Formulario de contacto de la FAQ: se guarda y se reenvía al webhook configurado',
        body: contactFormSchema,
        response: { 201: okResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await contact.submit(await actorOf(request), request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
