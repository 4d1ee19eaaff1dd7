import { defineMessages } from '../i18n/define-messages.js';

/** What a mate card, a status or a price reads, wherever a mate is shown. */
export const mateMessages = defineMessages('mate', {
  free: 'Gratis',
  perDay: '/día',
  publishedOn: 'Publicado el {date}',
  hostedBy: 'Anfitrión: {name}',
  distanceAway: 'a {distance}',
  statusAvailable: 'Disponible',
  statusReserved: 'Reservado',
  statusInactive: 'Inactivo',
  statusDeleted: 'Eliminado',
  statusUnknown: 'No disponible',
  unavailable: 'No disponible',
  deletedMate: 'Mate eliminado',
  viewDetails: 'Ver Detalles',
  viewProfile: 'Ver perfil',
  bookingPending: 'Reserva pendiente',
  notFound: 'Mate no encontrado',
  loadFailed: 'Error al obtener mates',
  results: 'Resultados',
  back: 'Volver a los mates',
});
