import { bookingMessages } from '../messages/bookings.js';
import {
  bookingCreatedSchema,
  bookingIdParamsSchema,
  bookingItemSchema,
  bookingListSchema,
  cancelBookingSchema,
  createBookingSchema,
} from '../schemas/bookings.js';
import { mateIdParamsSchema } from '../schemas/mates.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const tags = ['bookings'];
const errors = [400, 401, 403, 404, 409] as const;

/** A host's or guest's answer to a booking: each is its own POST. */
const action = <const R extends { method: 'POST'; path: string }>(route: R, summary: string) =>
  endpoint({
    ...route,
    access: 'signedIn',
    tags,
    summary,
    params: bookingIdParamsSchema,
    status: 200,
    response: bookingItemSchema,
    errors,
  });

export const bookingEndpoints = {
  create: endpoint({
    ...routeTable.bookings.create,
    access: 'signedIn',
    signInMessage: () => bookingMessages.mustSignIn,
    tags,
    summary: 'Pide un mate por días (Desde/Hasta), con mensaje opcional para el anfitrión',
    params: mateIdParamsSchema,
    body: createBookingSchema,
    status: 201,
    response: bookingCreatedSchema,
    errors,
  }),
  received: endpoint({
    ...routeTable.bookings.received,
    access: 'signedIn',
    tags,
    summary: 'Reservas recibidas (anfitrión)',
    status: 200,
    response: bookingListSchema,
    errors,
  }),
  mine: endpoint({
    ...routeTable.bookings.mine,
    access: 'signedIn',
    tags,
    summary: 'Mis reservas (viajero)',
    status: 200,
    response: bookingListSchema,
    errors,
  }),
  confirm: action(routeTable.bookings.confirm, 'Confirma una reserva pendiente (solo su anfitrión)'),
  reject: action(routeTable.bookings.reject, 'Rechaza una reserva pendiente (solo su anfitrión)'),
  complete: action(
    routeTable.bookings.complete,
    'Marca como devuelto un mate de una reserva confirmada (solo su anfitrión)',
  ),
  withdraw: action(routeTable.bookings.withdraw, 'Cancela una solicitud pendiente propia (solo su viajero)'),
  cancel: endpoint({
    ...routeTable.bookings.cancel,
    access: 'signedIn',
    tags,
    summary: 'Cancela una reserva confirmada antes de su primer día, con un motivo (anfitrión o viajero)',
    params: bookingIdParamsSchema,
    body: cancelBookingSchema,
    status: 200,
    response: bookingItemSchema,
    errors,
  }),
};

export type BookingAction = 'confirm' | 'reject' | 'complete' | 'withdraw';
