import { eventStreamQuerySchema, eventStreamSchema } from '../schemas/event-stream.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

export const eventEndpoints = {
  stream: endpoint({
    ...routeTable.events.stream,
    access: 'signedIn',
    tags: ['events'],
    summary:
      'Server-Sent Events del usuario: mensajes, notificaciones, reservas y contadores. Con Last-Event-ID recibe lo que se perdió.',
    description:
      'El stream termina cuando termina la sesión que lo abrió (cierre de sesión, suspensión o baja).',
    query: eventStreamQuerySchema,
    stream: 'text/event-stream',
    status: 200,
    response: eventStreamSchema,
    errors: [401],
  }),
};
