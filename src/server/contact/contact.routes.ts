import { contactEndpoints as endpoints } from '../../shared/contract/contact.js';
import type { Route } from '../http/route.js';
import type { ContactService } from './contact.service.js';

export function registerContactRoutes(route: Route, { contact }: { contact: ContactService }) {
  route(
    endpoints.send,
    async ({ actor, body }) => {
      await contact.submit(actor, body);
      return { ok: true as const };
    },
    { limit: 'contactForm' },
  );
}
