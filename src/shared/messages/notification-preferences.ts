import { defineMessages } from '../i18n/define-messages.js';

/** "Notificaciones" in /perfil (which news also arrive by e-mail) and the one-click unsubscribe page. */
export const notificationPreferenceMessages = defineMessages('notificationPreference', {
  title: 'Notificaciones',
  intro: 'En Ronda te avisamos de todo. Elegí qué querés recibir también por correo.',
  email: 'Correo',
  /** Each switch's accessible name: the category it belongs to and the channel. */
  emailFor: 'Correo: {category}',
  categories: {
    messages: 'Mensajes',
    bookings: 'Reservas',
    reminders: 'Recordatorios',
    reviews: 'Valoraciones',
  },
  hints: {
    messages: 'Mensajes sin leer después de 10 minutos, un correo por conversación.',
    bookings: 'Solicitudes, confirmaciones, rechazos, vencimientos y cancelaciones.',
    reminders: 'El día antes de que empiece un alquiler y el día en que termina.',
    reviews: 'La invitación a valorar después de un alquiler.',
  },
  emailOn: 'Vas a recibir correos de {category}',
  emailOff: 'Ya no vas a recibir correos de {category}',
  saveFailed: 'No pudimos guardar tu preferencia. Intentá de nuevo.',
  loadFailed: 'No pudimos cargar tus notificaciones',
  registerFirst: 'Completá tu registro para elegir qué avisos recibir por correo.',
  invalidCategory: 'Elegí una categoría: Mensajes, Reservas, Recordatorios o Valoraciones',
  invalidChoice: 'Indicá si querés recibir correos (sí o no)',
  emptyChange: 'Elegí al menos una categoría para cambiar',
  unsubscribeTitle: 'Dejar de recibir correos',
  unsubscribeQuestion: '¿Dejar de recibir correos de {category}?',
  unsubscribeBody:
    'Vas a seguir viendo estos avisos en Ronda. Podés volver a activarlos cuando quieras desde tu perfil.',
  unsubscribeButton: 'Dejar de recibir correos de {category}',
  unsubscribing: 'Guardando...',
  unsubscribed: 'Listo: ya no vas a recibir correos de {category}.',
  alreadyUnsubscribed: 'Ya no recibís correos de {category}.',
  manage: 'Elegir qué correos recibir',
  unsubscribeFailed: 'No pudimos guardar el cambio. Intentá de nuevo.',
  invalidToken:
    'Este enlace para dejar de recibir correos no es válido. Elegí qué correos recibir desde tu perfil.',
});
