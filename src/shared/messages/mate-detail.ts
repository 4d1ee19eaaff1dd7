import { defineMessages } from '../i18n/define-messages.js';

/** A mate's detail page, its map and the booking button's states. */
export const mateDetailMessages = defineMessages('mateDetail', {
  loadOneFailed: 'Error al cargar el mate',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  mapUnavailable: 'Mapa no disponible',
  mapLabel: 'Zona aproximada del mate',
  mapKeyboard: 'Mapa de la zona: usá las flechas para moverlo y + o - para acercar o alejar',
  mapApproximate: 'La ubicación es aproximada: el anfitrión te indica el punto exacto por el chat.',
  description: 'Descripción',
  noDescription: 'Sin descripción.',
  info: 'Información',
  bookingSection: 'Precio y reserva',
  price: 'Precio',
  published: 'Publicado',
  host: 'Anfitrión',
  memberSince: 'Miembro desde {date}',
  distanceFromYou: 'A {distance} de tu ubicación',
  signInToBook: 'Iniciar sesión para reservar',
  ownMate: 'Tu propio mate',
  bookingPendingHint: 'El anfitrión va a revisar tu solicitud.',
  bookingConfirmed: 'Reserva confirmada',
  notBookable: 'Este mate no está disponible para reservar ahora.',
});
