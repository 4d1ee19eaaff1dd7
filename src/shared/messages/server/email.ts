import { defineMessages } from '../../i18n/define-messages.js';

/** Text of the e-mails the server sends. */
export const emailMessages = defineMessages('email', {
  verifySubject: 'Confirmá tu correo para Ronda',
  verifyBody:
    'Hola. Confirmá tu correo para entrar a Ronda con este enlace: {url}\nSi no fuiste vos, ignorá este correo.',
  signInSubject: 'Tu enlace para entrar a Ronda',
  signInBody:
    'Hola. Entrá a Ronda con este enlace (vale 15 minutos): {url}\nSi no lo pediste, ignorá este correo.',
});

/** The notification e-mails (decision 0025): subjects, the parts of their body and their footer. */
export const notificationEmailMessages = defineMessages('notificationEmail', {
  greeting: 'Hola, {name}:',
  subjects: {
    new_booking: 'Nueva solicitud para "{mate}" ({dates})',
    booking_confirmed: 'Confirmada: tu reserva de "{mate}" ({dates})',
    booking_rejected: 'Tu reserva de "{mate}" ({dates}) no fue aceptada',
    booking_expired: 'Venció tu solicitud para "{mate}" ({dates})',
    booking_cancelled: 'Se canceló la reserva de "{mate}" ({dates})',
    booking_withdrawn: 'Cancelaron la solicitud para "{mate}" ({dates})',
    booking_reminder: 'Recordatorio: reserva de "{mate}" ({dates})',
    review_invite: '¿Cómo te fue con "{mate}"? Dejá tu valoración',
  },
  unreadOneSubject: '{name} te escribió por "{mate}"',
  unreadManySubject: '{count} mensajes sin leer de {name} por "{mate}"',
  unreadOne: 'Tenés un mensaje sin leer de {name} sobre el mate "{mate}".',
  unreadMany: 'Tenés {count} mensajes sin leer de {name} sobre el mate "{mate}".',
  unreadMore: 'Y {count} más en Ronda.',
  mateLine: 'Mate: {mate}',
  datesLine: 'Fechas: {dates}',
  messageLine: 'Mensaje: "{content}"',
  openChat: 'Abrir el chat',
  reply: 'Responder en Ronda',
  viewMate: 'Ver el mate',
  review: 'Dejar mi valoración',
  openRonda: 'Abrir Ronda',
  signature: 'El equipo de Ronda',
  why: 'Te escribimos porque tenés activados los correos de {category} en Ronda.',
  unsubscribe: 'Dejar de recibir correos de {category}',
  unsubscribeText: 'Para no recibir más correos de {category}: {url}',
  manage: 'Elegir qué correos recibir',
  manageText: 'Elegí qué correos recibir en tu perfil: {url}',
});
