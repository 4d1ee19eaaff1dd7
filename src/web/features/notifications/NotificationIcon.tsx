import {
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarMinus,
  CalendarPlus,
  CalendarX,
  Hourglass,
  Coffee,
  MessageCircle,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react';

/** Spec §3: an icon per notification type; any other type gets the default. */
const ICONS: Record<string, LucideIcon> = {
  new_message: MessageCircle,
  new_booking: CalendarPlus,
  booking_confirmed: CalendarCheck,
  booking_rejected: CalendarX,
  mate_reactivated: Coffee,
  mate_status_changed: RefreshCw,
  booking_cancelled: CalendarMinus,
  booking_expired: Hourglass,
  booking_reminder: CalendarClock,
};

/** Decorative: the notification's text beside it says what happened. */
export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? Bell;
  return <Icon aria-hidden="true" className={className} />;
}
