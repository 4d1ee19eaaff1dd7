import * as z from 'zod';
import { registrationMessages } from '../messages/registration.js';
import { reportMessages } from '../messages/reports.js';
import { okResponseSchema } from '../schemas/common.js';
import { publicNameParamsSchema } from '../schemas/profiles.js';
import {
  blockedUsersSchema,
  blockUserSchema,
  createReportSchema,
  reportCreatedSchema,
} from '../schemas/reports.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

export const reportEndpoints = {
  create: endpoint({
    ...routeTable.reports.create,
    access: 'registered',
    tags: ['reports'],
    summary: 'Reportar un mate, una persona (por nombre público), un mensaje recibido o una valoración',
    description:
      'Una sola denuncia abierta por persona y destino (409 si ya hay una). Nunca algo propio. ' +
      'Un mensaje solo lo reporta quien participa de la conversación y no lo escribió. ' +
      'Los reportes de cada persona tienen un límite por hora y por día (429 con Retry-After).',
    body: createReportSchema,
    status: 201,
    response: reportCreatedSchema,
    errors: [400, 401, 403, 404, 409, 429],
    registerMessage: () => reportMessages.mustRegister,
  }),
};

export const blockEndpoints = {
  list: endpoint({
    ...routeTable.blocks.list,
    access: 'signedIn',
    tags: ['blocks'],
    summary: 'Las personas que bloqueé, la más reciente primero',
    status: 200,
    response: blockedUsersSchema,
    errors: [401],
  }),
  block: endpoint({
    ...routeTable.blocks.block,
    access: 'registered',
    tags: ['blocks'],
    summary: 'Bloquear a una persona: no puede escribirme ni reservar mis mates, y dejo de verla',
    description:
      'Unidireccional y silencioso: la persona bloqueada recibe negativas genéricas. Rechaza las ' +
      'solicitudes pendientes entre ambos. Bloquear de nuevo no cambia nada.',
    body: blockUserSchema,
    status: 200,
    response: okResponseSchema,
    errors: [400, 401, 403, 404],
    registerMessage: () => registrationMessages.registerPrompt,
  }),
  unblock: endpoint({
    ...routeTable.blocks.unblock,
    access: 'signedIn',
    tags: ['blocks'],
    summary: 'Desbloquear a una persona (sin efecto si no estaba bloqueada)',
    params: publicNameParamsSchema,
    status: 204,
    response: z.null(),
    errors: [401, 404],
  }),
};
