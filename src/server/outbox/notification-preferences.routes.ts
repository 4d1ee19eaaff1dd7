import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationPreferenceEndpoints as endpoints } from '../../shared/contract/notification-preferences.js';
import type { ActorResolver } from '../auth/actor.js';
import { createRouter, type Route } from '../http/route.js';
import type { NotificationPreferenceService } from './notification-preferences.service.js';

export async function registerNotificationPreferenceRoutes(
  app: FastifyInstance,
  route: Route,
  {
    notificationPreferences,
    actorOf,
  }: { notificationPreferences: NotificationPreferenceService; actorOf: ActorResolver },
) {
  route(endpoints.get, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return notificationPreferences.get(actor);
  });
  route(endpoints.update, ({ actor, body }) => notificationPreferences.update(actor, body));
  route(endpoints.unsubscribeState, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return notificationPreferences.unsubscribeState(query.token);
  });
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); only this route reads forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const oneClick = createRouter(scope.withTypeProvider<ZodTypeProvider>(), actorOf);
    oneClick(endpoints.unsubscribe, ({ query }) => notificationPreferences.unsubscribe(query.token));
  });
}
