/** Spec §3: an icon per notification type; any other type gets the default. */
const ICONS: Record<string, string> = {
  new_message: '💬',
  new_booking: '📅',
  booking_confirmed: '✅',
  booking_rejected: '❌',
  mate_reactivated: '🧉',
  mate_status_changed: '🔄',
};

export const notificationIcon = (type: string) => ICONS[type] ?? '🔔';
