import { pushEndpoints as endpoints } from '../../shared/contract/push.js';
import type { Route } from '../http/route.js';
import type { PushService } from './push.service.js';

export function registerPushRoutes(route: Route, { push }: { push: PushService }) {
  route(endpoints.key, () => push.publicKey());
  route(endpoints.device, async ({ actor, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return push.device(actor, query.endpoint);
  });
  route(endpoints.subscribe, ({ actor, body, request }) =>
    push.subscribe(actor, body, request.headers['user-agent'] ?? null),
  );
  route(endpoints.unsubscribe, ({ query }) => push.unsubscribe(query.endpoint));
}
