import { defineMessages } from '../../i18n/define-messages.js';

/** Notification text the server writes for people (spec §6). */
export const mateNotificationMessages = defineMessages('mateNotification', {
  reactivatedNotification: '¡{mate} vuelve a estar disponible!',
});

/** Notification text the server writes for people (spec §6). */
export const bookingNotificationMessages = defineMessages('bookingNotification', {
  notifyHost: '{name} reservó tu mate "{mate}" ({rental})',
  notifyGuest: 'Tu reserva de {mate} ({dates}) fue enviada al anfitrión. Podés coordinar desde el chat.',
  notifyConfirmed: '¡Tu reserva de "{mate}" ({rental}) fue confirmada! Coordiná la entrega desde el chat.',
  notifyRejected: 'Tu reserva de "{mate}" ({dates}) fue rechazada. Buscá otros mates disponibles.',
  notifyWithdrawn: '{name} canceló su solicitud para "{mate}" ({dates})',
  notifyDatesTaken:
    'Las fechas ya no están disponibles: tu solicitud para "{mate}" ({dates}) no fue aceptada.',
  notifyPausedRejected:
    'El anfitrión pausó "{mate}": tu solicitud ({dates}) fue rechazada. Buscá otros mates disponibles.',
  notifyExpired: 'Tu solicitud para {mate} venció sin respuesta',
  notifyStartsTomorrow: 'Mañana empieza la reserva de {mate}',
  notifyEndsToday: 'Hoy termina la reserva de {mate}: coordiná la devolución',
  notifyCancelled: '{name} canceló la reserva de "{mate}" ({dates}). Motivo: {reason}',
  notifyAutoCompleted: 'La reserva de "{mate}" ({dates}) quedó completada',
  cancelledPaused: 'El anfitrión pausó este mate',
  cancelledDeleted: 'El anfitrión eliminó este mate',
});

/** Notification text the server writes for people (spec §6). */
export const conversationNotificationMessages = defineMessages('conversationNotification', {
  notifyMessage: '{name} te envió un mensaje',
  notifyMessages: '{count} mensajes nuevos de {name}',
});
