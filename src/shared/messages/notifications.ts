import { defineMessages } from '../i18n/define-messages.js';

/** The notification bell and its list. */
export const notificationMessages = defineMessages('notification', {
  title: 'Notificaciones',
  bell: 'Notificaciones',
  bellUnread: 'Notificaciones: {count} sin leer',
  unreadChangedNone: 'No tenés notificaciones sin leer',
  unreadChangedOne: 'Tenés {count} notificación sin leer',
  unreadChangedMany: 'Tenés {count} notificaciones sin leer',
  markAllRead: 'Marcar todas como leídas',
  empty: 'No hay notificaciones',
  seeConversations: 'Ver todas las conversaciones',
  delete: 'Eliminar notificación',
  unread: 'Sin leer',
  loadFailed: 'Error al obtener notificaciones',
  markReadFailed: 'Error al marcar notificación como leída',
  deleteFailed: 'Error al eliminar notificación',
  notFound: 'Notificación no encontrada',
});
