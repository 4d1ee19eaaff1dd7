import { reviewEndpoints as endpoints } from '../../shared/contract/reviews.js';
import type { Route } from '../http/route.js';
import type { ReviewService } from './reviews.service.js';

export function registerReviewRoutes(route: Route, { reviews }: { reviews: ReviewService }) {
  route(endpoints.create, ({ actor, params, body }) => reviews.create(actor, params.id, body));
  route(endpoints.reply, ({ actor, params, body }) => reviews.reply(actor, params.id, body));
}
