import { registrationMessages } from '../messages/registration.js';
import { bookingIdParamsSchema } from '../schemas/bookings.js';
import {
  bookingReviewsSchema,
  replyInputSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
} from '../schemas/reviews.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const errors = [400, 401, 403, 404, 409] as const;

export const reviewEndpoints = {
  create: endpoint({
    ...routeTable.reviews.create,
    access: 'registered',
    tags: ['reviews'],
    summary:
      'Valora a la otra parte de una reserva completada (hasta 14 días después); queda oculta hasta que la otra parte valore o pasen los 14 días',
    params: bookingIdParamsSchema,
    body: reviewInputSchema,
    status: 201,
    response: bookingReviewsSchema,
    errors,
    registerMessage: () => registrationMessages.registerPrompt,
  }),
  reply: endpoint({
    ...routeTable.reviews.reply,
    access: 'registered',
    tags: ['reviews'],
    summary: 'La persona valorada responde una vez, en público, a una valoración publicada',
    params: reviewIdParamsSchema,
    body: replyInputSchema,
    status: 200,
    response: bookingReviewsSchema,
    errors,
    registerMessage: () => registrationMessages.registerPrompt,
  }),
};
