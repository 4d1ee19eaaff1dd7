import { reportEndpoints as endpoints } from '../../shared/contract/reports.js';
import type { Route } from '../http/route.js';
import type { ReportService } from './reports.service.js';

export function registerReportRoutes(route: Route, { reports }: { reports: ReportService }) {
  route(endpoints.create, ({ actor, body }) => reports.create(actor, body), { limit: 'report' });
}
