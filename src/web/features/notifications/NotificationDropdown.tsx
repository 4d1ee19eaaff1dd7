import { useState } from 'react';
import { Popover } from 'radix-ui';
import { X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NOTIFICATIONS_OPEN } from '../../../shared/constants';
import { formatNotificationTime } from '../../../shared/format';
import { appMessages } from '../../../shared/messages/common';
import { notificationMessages } from '../../../shared/messages/notifications';
import type { NotificationItem } from '../../../shared/schemas/notifications';
import { AppLink } from '../../components/AppLink';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ToastProvider';
import { useDeleteNotification, useMarkAllRead, useMarkRead, useNotifications } from './api';
import { BellFace, bellLabel, bellTriggerClass } from './BellFace';
import { NotificationIcon } from './NotificationIcon';

/**
 * Spec §2 notification dropdown: 10 latest, "Marcar todas como leídas" when any is unread, an icon,
 * text, relative time and unread dot per item, delete per item, "Ver todas las conversaciones".
 * Modal, so it locks the page's scroll; an outside click closes it.
 */
export function NotificationDropdown({ count, defaultOpen }: { count: number; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  // Only while open: a closed dropdown's list is just marked stale by live events, and fetched on opening.
  const list = useNotifications(NOTIFICATIONS_OPEN, open);
  const navigate = useNavigate();
  const toast = useToast();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const items = list.data?.notifications ?? [];
  const unread = list.data?.unreadCount ?? count;

  const openItem = (item: NotificationItem) => {
    setOpen(false);
    if (!item.isRead)
      markRead.mutate(item.id, { onError: () => toast.error(notificationMessages.markReadFailed) });
    if (item.link) void navigate(item.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger className={bellTriggerClass} aria-label={bellLabel(count)}>
        <BellFace count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={notificationMessages.title}
          className="z-50 flex max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
            <h2 className="font-bold text-stone-900">{notificationMessages.title}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="text-sm font-semibold text-yerba-800 underline"
                onClick={() =>
                  markAll.mutate(undefined, {
                    onError: () => toast.error(notificationMessages.markReadFailed),
                  })
                }
              >
                {notificationMessages.markAllRead}
              </button>
            )}
          </div>
          <div className="flex-1 overflow-y-auto">
            {list.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner />
              </div>
            ) : list.isError ? (
              <div role="alert" className="flex flex-col items-center gap-2 p-6 text-center">
                <p className="text-stone-800">{notificationMessages.loadFailed}</p>
                <button type="button" className="btn-secondary" onClick={() => void list.refetch()}>
                  {appMessages.retry}
                </button>
              </div>
            ) : items.length === 0 ? (
              <p className="p-6 text-center text-stone-700">{notificationMessages.empty}</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {items.map((item) => (
                  <li
                    key={item.id}
                    className={`flex items-start gap-2 px-2 py-1 ${item.isRead ? '' : 'bg-yerba-50'}`}
                  >
                    <button
                      type="button"
                      className="flex flex-1 items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-stone-100"
                      onClick={() => openItem(item)}
                    >
                      <NotificationIcon type={item.type} className="mt-0.5 h-5 w-5 shrink-0 text-yerba-700" />
                      <span className="flex-1">
                        <span className="block text-sm text-stone-900">{item.text}</span>
                        {item.content && item.type === 'new_message' && (
                          <span className="line-clamp-2 block text-sm text-stone-700">{item.content}</span>
                        )}
                        <span className="mt-0.5 block text-xs text-stone-600">
                          {formatNotificationTime(item.createdAt)}
                        </span>
                      </span>
                      {!item.isRead && (
                        <span className="mt-1.5 h-2.5 w-2.5 rounded-full bg-yerba-700">
                          <span className="sr-only">{notificationMessages.unread}</span>
                        </span>
                      )}
                    </button>
                    <button
                      type="button"
                      className="mt-1 rounded-lg px-2 py-1 text-stone-600 hover:bg-stone-100 hover:text-red-800"
                      aria-label={`${notificationMessages.delete}: ${item.text}`}
                      onClick={() =>
                        remove.mutate(item.id, {
                          onError: () => toast.error(notificationMessages.deleteFailed),
                        })
                      }
                    >
                      <X aria-hidden="true" className="h-4 w-4 shrink-0" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-stone-200 p-2 text-center">
            <AppLink
              to="/conversations"
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-yerba-800 hover:bg-yerba-50"
              onClick={() => setOpen(false)}
            >
              {notificationMessages.seeConversations}
            </AppLink>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
