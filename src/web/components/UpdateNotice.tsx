import { installableAppMessages } from '../../shared/messages/installable-app';
import { applyUpdate, useUpdateWaiting } from '../lib/service-worker';

/**
 * A new version of the app is installed and waits: it takes over only when asked, so nothing changes
 * under someone filling a form. A polite live region announces it without moving focus. Fixed in place,
 * it moves nothing on the page: below the top bar on phones (the chat's composer is at the bottom),
 * bottom left on wide screens (toasts are bottom right).
 */
export function UpdateNotice() {
  const waiting = useUpdateWaiting();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-16 z-[90] flex justify-center p-4 lg:top-auto lg:right-auto lg:bottom-0 lg:justify-start"
    >
      {waiting && (
        <div className="card pointer-events-auto flex items-center gap-4 border-l-4 border-l-yerba-700 p-4 shadow-lg">
          <p className="text-sm font-medium text-stone-900">{installableAppMessages.updateAvailable}</p>
          <button type="button" className="btn-primary shrink-0" onClick={applyUpdate}>
            {installableAppMessages.update}
          </button>
        </div>
      )}
    </div>
  );
}
