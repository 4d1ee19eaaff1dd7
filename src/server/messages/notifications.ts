/** Notification text the server writes for people (spec §6). */
export const mateNotificationMessages = {
  reactivatedNotification: '¡{mate} vuelve a estar disponible!',
} as const;

/** Notification text the server writes for people (spec §6). */
export const bookingNotificationMessages = {
  notifyHost: '{name} reservó tu mate "{mate}"',
  notifyGuest: 'Tu reserva fue enviada al anfitrión. Podés coordinar desde el chat.',
  notifyConfirmed: '¡Tu reserva de "{mate}" fue confirmada! Coordiná la entrega desde el chat.',
  notifyRejected: 'Tu reserva de "{mate}" fue rechazada. Buscá otros mates disponibles.',
  notifyWithdrawn: '{name} canceló su solicitud para "{mate}"',
} as const;

/** Notification text the server writes for people (spec §6). */
export const conversationNotificationMessages = {
  notifyMessage: '{name} te envió un mensaje',
} as const;
