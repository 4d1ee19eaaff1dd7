import { useState } from 'react';
import { deferred } from '../../components/Deferred';
import { fill, plural } from '../../../shared/format';
import { notificationMessages } from '../../../shared/messages/notifications';
import { useUnreadCount } from './api';
import { BellFace, badgeText, bellLabel, bellTriggerClass } from './BellFace';

const DeferredDropdown = deferred(() => import('./NotificationDropdown').then((m) => m.NotificationDropdown));

const unreadAnnouncement = (count: number) =>
  count <= 0
    ? notificationMessages.unreadChangedNone
    : fill(
        plural(count, {
          one: notificationMessages.unreadChangedOne,
          other: notificationMessages.unreadChangedMany,
        }),
        { count: badgeText(count) },
      );

/**
 * What the live region says: nothing for the count the page loads with (the bell's label says it),
 * then each new count, so a screen reader hears a notification arrive or the count drop.
 */
function useUnreadAnnouncement(count: number | undefined) {
  const [last, setLast] = useState(count);
  const [announcement, setAnnouncement] = useState('');
  if (count !== last) {
    setLast(count);
    if (last !== undefined && count !== undefined) setAnnouncement(unreadAnnouncement(count));
  }
  return announcement;
}

/** The bell in the top bar: its badge is live; the dropdown loads on first use. */
export function NotificationBell() {
  const { data } = useUnreadCount();
  // Spec §8: a failed count reads 0.
  const count = data?.unreadCount ?? 0;
  const announcement = useUnreadAnnouncement(data?.unreadCount);
  return (
    <>
      <DeferredDropdown
        count={count}
        trigger={(handlers) => (
          <button
            type="button"
            className={bellTriggerClass}
            aria-label={bellLabel(count)}
            aria-haspopup="dialog"
            aria-expanded={false}
            {...handlers}
          >
            <BellFace count={count} />
          </button>
        )}
      />
      {/* Outside the dropdown, which replaces the trigger on first use: the region must stay in place.
          aria-live spelled out: the open dropdown hides the rest of the page from screen readers except
          live regions it can find by that attribute. */}
      <span role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
