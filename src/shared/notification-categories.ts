/**
 * The categories people choose their channels by (/perfil, "Notificaciones"): each notification, e-mail
 * and push belongs to one.
 */
export const notificationCategories = ['messages', 'bookings', 'reminders', 'reviews'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationCategoryLabels: Record<NotificationCategory, string> = {
  messages: 'Mensajes',
  bookings: 'Reservas',
  reminders: 'Recordatorios',
  reviews: 'Valoraciones',
};
