import { deferred } from '../../components/Deferred';
import { useUnreadCount } from './api';
import { BellFace, bellLabel, bellTriggerClass } from './BellFace';

const DeferredDropdown = deferred(() => import('./NotificationDropdown').then((m) => m.NotificationDropdown));

/** The bell in the top bar: its badge is live; the dropdown loads on first use. */
export function NotificationBell() {
  const { data } = useUnreadCount();
  // Spec §8: a failed count reads 0.
  const count = data?.unreadCount ?? 0;
  return (
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
  );
}
