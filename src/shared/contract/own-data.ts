import * as z from 'zod';
import { deleteAccountSchema, ownDataExportSchema } from '../schemas/own-data.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

export const ownDataEndpoints = {
  download: endpoint({
    ...routeTable.ownData.download,
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Descarga (JSON adjunto) de todo lo que Ronda guarda sobre la persona con sesión iniciada',
    status: 200,
    response: ownDataExportSchema,
    errors: [401],
  }),
  deleteAccount: endpoint({
    ...routeTable.ownData.deleteAccount,
    access: 'signedIn',
    tags: ['profiles'],
    summary:
      'Elimina la cuenta y los datos personales (confirmación: el nombre público, o el correo sin él); cierra todas las sesiones',
    body: deleteAccountSchema,
    status: 204,
    response: z.null(),
    errors: [400, 401],
  }),
};
