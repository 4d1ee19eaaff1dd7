import * as z from 'zod';
import { THREAD_PAGE } from '../constants.js';
import { conversationMessages } from '../messages/conversations.js';
import {
  archiveSchema,
  contactHostSchema,
  conversationDetailSchema,
  conversationRefSchema,
  inboxSchema,
  messageSchema,
  readReceiptSchema,
  sendMessageSchema,
  threadQuerySchema,
} from '../schemas/conversations.js';
import { mateIdParamsSchema } from '../schemas/mates.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const tags = ['conversations'];
const params = z.object({ id: z.uuid({ error: () => conversationMessages.notFound }) });
const errors = [400, 401, 403, 404] as const;

export const conversationEndpoints = {
  inbox: endpoint({
    ...routeTable.conversations.inbox,
    access: 'signedIn',
    tags,
    summary: 'Bandeja: conversaciones propias con último mensaje, no leídos y archivo',
    status: 200,
    response: inboxSchema,
    errors,
  }),
  thread: endpoint({
    ...routeTable.conversations.thread,
    access: 'signedIn',
    tags,
    summary: 'Una conversación propia con sus mensajes (solo lectura)',
    description:
      `Trae los últimos ${THREAD_PAGE} mensajes en orden; \`hasEarlier\` dice si hay anteriores, ` +
      'que se piden con `before` (el id del mensaje más antiguo que se tiene).',
    params,
    query: threadQuerySchema,
    status: 200,
    response: conversationDetailSchema,
    errors,
  }),
  read: endpoint({
    ...routeTable.conversations.read,
    access: 'signedIn',
    tags,
    summary: 'Marca como leídos los mensajes del otro; responde cuántos cambiaron',
    description:
      'La app lo envía mientras la conversación está en pantalla. Solo los dos participantes; ' +
      'para cualquier otra persona la conversación no existe (404).',
    params,
    status: 200,
    response: readReceiptSchema,
    errors,
  }),
  send: endpoint({
    ...routeTable.conversations.send,
    access: 'signedIn',
    tags,
    summary: 'Envía un mensaje (1 a 1000 caracteres)',
    params,
    body: sendMessageSchema,
    status: 201,
    response: messageSchema,
    errors,
  }),
  archive: endpoint({
    ...routeTable.conversations.archive,
    access: 'signedIn',
    tags,
    summary: 'Archiva o desarchiva (solo del lado propio)',
    params,
    body: archiveSchema,
    status: 200,
    response: archiveSchema,
    errors,
  }),
  contactHost: endpoint({
    ...routeTable.conversations.contactHost,
    access: 'signedIn',
    tags,
    summary: 'Escribe al anfitrión de un mate (1 a 500 caracteres); crea o reutiliza la conversación',
    params: mateIdParamsSchema,
    body: contactHostSchema,
    status: 201,
    response: conversationRefSchema,
    errors,
  }),
};
