import { conversationEndpoints as endpoints } from '../../shared/contract/conversations.js';
import type { Route } from '../http/route.js';
import type { ConversationService } from './conversations.service.js';

export function registerConversationRoutes(
  route: Route,
  { conversations }: { conversations: ConversationService },
) {
  route(endpoints.inbox, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return { conversations: await conversations.inbox(actor) };
  });
  route(endpoints.thread, ({ actor, params, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return conversations.open(actor, params.id, query);
  });
  route(endpoints.read, ({ actor, params }) => conversations.markRead(actor, params.id));
  route(endpoints.send, ({ actor, params, body }) => conversations.send(actor, params.id, body), {
    limit: 'chatMessage',
  });
  route(endpoints.archive, ({ actor, params, body }) =>
    conversations.archive(actor, params.id, body.archived),
  );
  route(
    endpoints.contactHost,
    ({ actor, params, body }) => conversations.contactHost(actor, params.id, body),
    {
      limit: 'hostMessage',
    },
  );
}
