import { blockEndpoints as endpoints } from '../../shared/contract/reports.js';
import type { Route } from '../http/route.js';
import type { BlockService } from './blocks.service.js';

export function registerBlockRoutes(route: Route, { blocks }: { blocks: BlockService }) {
  route(endpoints.list, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return blocks.list(actor);
  });
  route(endpoints.block, ({ actor, body }) => blocks.block(actor, body));
  route(endpoints.unblock, ({ actor, params }) => blocks.unblock(actor, params.publicName));
}
