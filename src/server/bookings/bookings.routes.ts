import { bookingEndpoints as endpoints } from '../../shared/contract/bookings.js';
import type { Route } from '../http/route.js';
import type { BookingService } from './bookings.service.js';

export function registerBookingRoutes(route: Route, { bookings }: { bookings: BookingService }) {
  route(endpoints.create, ({ actor, params, body }) => bookings.create(actor, params.id, body), {
    limit: 'bookingChange',
  });
  route(endpoints.received, async ({ actor }) => ({ bookings: await bookings.listReceived(actor) }));
  route(endpoints.mine, async ({ actor }) => ({ bookings: await bookings.listMine(actor) }));
  route(endpoints.confirm, ({ actor, params }) => bookings.confirm(actor, params.id));
  route(endpoints.reject, ({ actor, params }) => bookings.reject(actor, params.id));
  route(endpoints.complete, ({ actor, params }) => bookings.complete(actor, params.id));
  // A traveller's withdrawal reaches the host like a request does; the host's answers are not limited.
  route(endpoints.cancel, ({ actor, params, body }) => bookings.cancel(actor, params.id, body), {
    limit: 'bookingChange',
  });
  route(endpoints.withdraw, ({ actor, params }) => bookings.withdraw(actor, params.id), {
    limit: 'bookingChange',
  });
}
