import { adminEndpoints as endpoints } from '../../shared/contract/admin.js';
import type { Route } from '../http/route.js';
import type { AdminService } from './admin.service.js';

/**
 * The console's API: the router answers 404 to anyone who is not an operator (access 'admin'), and the
 * public API page leaves it out, as if it did not exist.
 */
export function registerAdminRoutes(route: Route, { admin }: { admin: AdminService }) {
  const options = { hidden: true };
  route(endpoints.summary, ({ actor }) => admin.summary(actor), options);
  route(endpoints.reports, async ({ actor }) => ({ reports: await admin.reports(actor) }), options);
  route(
    endpoints.resolveReport,
    ({ actor, params, body }) => admin.resolveReport(actor, params.id, body),
    options,
  );
  route(
    endpoints.hideReportedReview,
    ({ actor, params, body }) => admin.hideReportedReview(actor, params.id, body),
    options,
  );
  route(
    endpoints.hideReportedMate,
    ({ actor, params, body }) => admin.hideReportedMate(actor, params.id, body),
    options,
  );
  route(
    endpoints.hideReportedMessage,
    ({ actor, params, body }) => admin.hideReportedMessage(actor, params.id, body),
    options,
  );
  route(endpoints.questions, async ({ actor }) => ({ questions: await admin.questions(actor) }), options);
  route(endpoints.answerQuestion, ({ actor, params }) => admin.answerQuestion(actor, params.id), options);
  route(
    endpoints.people,
    async ({ actor, query }) => ({ people: await admin.people(actor, query.q) }),
    options,
  );
  route(endpoints.suspend, ({ actor, params, body }) => admin.suspend(actor, params.id, body), options);
  route(endpoints.reinstate, ({ actor, params }) => admin.reinstate(actor, params.id), options);
  route(endpoints.mates, async ({ actor, query }) => ({ mates: await admin.mates(actor, query.q) }), options);
  route(endpoints.hideMate, ({ actor, params, body }) => admin.hideMate(actor, params.id, body), options);
  route(endpoints.unhideMate, ({ actor, params }) => admin.unhideMate(actor, params.id), options);
  route(endpoints.audit, async ({ actor }) => ({ entries: await admin.audit(actor) }), options);
}
