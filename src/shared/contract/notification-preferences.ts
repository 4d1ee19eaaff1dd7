import {
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
  updateNotificationPreferencesSchema,
} from '../schemas/notification-preferences.js';
import { notificationPreferenceMessages } from '../messages/notification-preferences.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const tags = ['notifications'];

export const notificationPreferenceEndpoints = {
  get: endpoint({
    ...routeTable.notificationPreferences.get,
    access: 'registered',
    registerMessage: () => notificationPreferenceMessages.registerFirst,
    tags,
    summary:
      'Qué categorías de avisos llegan también por correo (Mensajes, Reservas, Recordatorios, Valoraciones)',
    status: 200,
    response: notificationPreferencesSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    ...routeTable.notificationPreferences.update,
    access: 'registered',
    registerMessage: () => notificationPreferenceMessages.registerFirst,
    tags,
    summary: 'Cambia el correo de una o más categorías; responde todas',
    body: updateNotificationPreferencesSchema,
    status: 200,
    response: notificationPreferencesSchema,
    errors: [400, 401, 403],
  }),
  unsubscribeState: endpoint({
    ...routeTable.notificationPreferences.unsubscribeState,
    access: 'public',
    tags,
    summary: 'La categoría que un enlace de baja de un correo apaga, sin cambiar nada (sin sesión)',
    query: unsubscribeQuerySchema,
    status: 200,
    response: unsubscribeStateSchema,
    errors: [400],
  }),
  unsubscribe: endpoint({
    ...routeTable.notificationPreferences.unsubscribe,
    access: 'public',
    tags,
    summary:
      'Baja en un clic (RFC 8058, List-Unsubscribe-Post): apaga el correo de la categoría del enlace, sin sesión',
    description:
      'Acepta el cuerpo `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) de los clientes de correo, o ninguno.',
    query: unsubscribeQuerySchema,
    status: 200,
    response: unsubscribeStateSchema,
    errors: [400],
  }),
};
