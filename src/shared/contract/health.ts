import { healthSchema } from '../schemas/health.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

export const healthEndpoints = {
  check: endpoint({
    ...routeTable.health.check,
    access: 'public',
    tags: ['health'],
    summary: 'Estado del servidor: base de datos accesible y migraciones aplicadas',
    status: 200,
    response: healthSchema,
    alsoAnswers: [503],
    errors: [],
  }),
};
