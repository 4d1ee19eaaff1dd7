import { notificationEndpoints as endpoints } from '../../shared/contract/notifications.js';
import type { Route } from '../http/route.js';
import type { NotificationService } from './notifications.service.js';

export function registerNotificationRoutes(
  route: Route,
  { notifications }: { notifications: NotificationService },
) {
  route(endpoints.list, ({ actor, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return notifications.list(actor, query.limit);
  });
  route(endpoints.readAll, ({ actor }) => notifications.markAllRead(actor));
  route(endpoints.read, ({ actor, params }) => notifications.markRead(actor, params.id));
  route(endpoints.remove, ({ actor, params }) => notifications.remove(actor, params.id));
}
