import { contactFormSchema } from '../schemas/contact.js';
import { okResponseSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

export const contactEndpoints = {
  send: endpoint({
    ...routeTable.contact.send,
    access: 'optional',
    tags: ['contact'],
    summary: 'Formulario de contacto de la FAQ: se guarda y se reenvía al webhook configurado',
    body: contactFormSchema,
    status: 201,
    response: okResponseSchema,
    errors: [400, 429],
  }),
};
