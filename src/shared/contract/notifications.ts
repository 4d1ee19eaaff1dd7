import * as z from 'zod';
import { notificationMessages } from '../messages/notifications.js';
import {
  notificationListQuerySchema,
  notificationListSchema,
  unreadCountSchema,
} from '../schemas/notifications.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const tags = ['notifications'];
const params = z.object({ id: z.uuid({ error: () => notificationMessages.notFound }) });
const errors = [401, 404] as const;

export const notificationEndpoints = {
  list: endpoint({
    ...routeTable.notifications.list,
    access: 'signedIn',
    tags,
    summary:
      'Las últimas notificaciones propias (5, o 10 con el desplegable abierto) y cuántas no se leyeron',
    query: notificationListQuerySchema,
    status: 200,
    response: notificationListSchema,
    errors: [400, ...errors],
  }),
  readAll: endpoint({
    ...routeTable.notifications.readAll,
    access: 'signedIn',
    tags,
    summary: 'Marca todas como leídas',
    status: 200,
    response: unreadCountSchema,
    errors,
  }),
  read: endpoint({
    ...routeTable.notifications.read,
    access: 'signedIn',
    tags,
    summary: 'Marca una como leída',
    params,
    status: 200,
    response: unreadCountSchema,
    errors,
  }),
  remove: endpoint({
    ...routeTable.notifications.remove,
    access: 'signedIn',
    tags,
    summary: 'Elimina una notificación propia',
    params,
    status: 200,
    response: unreadCountSchema,
    errors,
  }),
};
