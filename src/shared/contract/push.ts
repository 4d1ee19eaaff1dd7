import * as z from 'zod';
import {
  deviceCategoriesSchema,
  pushEndpointQuerySchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '../schemas/push.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

export const pushEndpoints = {
  key: endpoint({
    ...routeTable.push.key,
    access: 'public',
    tags: ['push'],
    summary:
      'La clave pública VAPID del servidor (applicationServerKey); null si las notificaciones push están apagadas',
    status: 200,
    response: pushKeySchema,
    errors: [],
  }),
  device: endpoint({
    ...routeTable.push.device,
    access: 'signedIn',
    tags: ['push'],
    summary:
      'Las categorías que recibe este dispositivo (por su endpoint); 404 si no está suscripto a mi nombre',
    query: pushEndpointQuerySchema,
    status: 200,
    response: deviceCategoriesSchema,
    errors: [400, 401, 404],
  }),
  subscribe: endpoint({
    ...routeTable.push.subscribe,
    access: 'signedIn',
    tags: ['push'],
    summary: 'Suscribe este dispositivo (su PushSubscription) o cambia sus categorías',
    description:
      'Sin categorías, un dispositivo nuevo recibe todas. El endpoint debe ser de un servicio push conocido. ' +
      'La suscripción termina con la sesión que la creó.',
    body: pushSubscriptionSchema,
    status: 200,
    response: deviceCategoriesSchema,
    errors: [400, 401, 409],
  }),
  unsubscribe: endpoint({
    ...routeTable.push.unsubscribe,
    access: 'public',
    tags: ['push'],
    summary: 'Deja de enviar notificaciones a este dispositivo (sirve también después de cerrar sesión)',
    query: pushEndpointQuerySchema,
    status: 204,
    response: z.null(),
    errors: [400],
  }),
};
