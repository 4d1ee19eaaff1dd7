import { useEffect, useRef } from 'react';
import { Ban } from 'lucide-react';
import { fill, formatLongDate } from '../../../shared/format';
import { blockMessages } from '../../../shared/messages/blocks';
import { publicProfilePath } from '../../../shared/app-routes';
import { AppLink } from '../../components/AppLink';
import { useToast } from '../../components/ToastProvider';
import { Avatar } from '../../components/ui/Avatar';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { errorMessage } from '../../lib/api';
import { useBlockedUsers, useUnblockUser } from './api';

/** /perfil's "Usuarios bloqueados": each with "Desbloquear", or an empty state. */
export function BlockedUsers() {
  const blocked = useBlockedUsers();
  const unblock = useUnblockUser();
  const toast = useToast();
  // Once a row goes, keyboard focus goes to the row that took its place (or the one before, when it
  // was the last), or to the heading above the empty state: never to the page with the gone button.
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusRow = useRef<number | null>(null);
  const users = blocked.data?.users;
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || !users) return;
    focusRow.current = null;
    const next = users[Math.min(index, users.length - 1)];
    (next ? buttons.current.get(next.publicName) : heading.current)?.focus();
  }, [users]);
  const empty = { icon: Ban, title: blockMessages.listEmpty, body: blockMessages.listEmptyBody };
  let body;
  if (blocked.isPending) {
    // Most people block nobody: the placeholder is the empty state's outline, which then stays put.
    body = <EmptyState level={3} {...empty} loading />;
  } else if (blocked.isError) {
    body = <LoadFailed level={3} title={blockMessages.listLoadFailed} onRetry={blocked.refetch} />;
  } else if (blocked.data.users.length === 0) {
    body = <EmptyState level={3} {...empty} />;
  } else {
    body = (
      <ul className="card divide-y divide-stone-200" aria-labelledby="blocked-title">
        {blocked.data.users.map((u, index) => (
          <li key={u.publicName} className="flex items-center gap-3 p-4">
            <Avatar name={u.displayName} url={u.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1">
              <AppLink
                to={publicProfilePath(u.publicName)}
                className="font-semibold text-stone-900 underline"
              >
                {u.displayName}
              </AppLink>
              <p className="text-sm text-stone-700">
                {fill(blockMessages.blockedSince, { date: formatLongDate(u.blockedAt) })}
              </p>
            </div>
            <button
              ref={(button) => {
                if (button) buttons.current.set(u.publicName, button);
                else buttons.current.delete(u.publicName);
              }}
              type="button"
              className="btn-secondary"
              aria-label={fill(blockMessages.unblockNamed, { name: u.displayName })}
              aria-disabled={unblock.isPending || undefined}
              onClick={() => {
                if (unblock.isPending) return;
                focusRow.current = index;
                unblock.mutate(u.publicName, {
                  onSuccess: () => toast.success(fill(blockMessages.unblocked, { name: u.displayName })),
                  onError: (error) => {
                    focusRow.current = null;
                    toast.error(errorMessage(error, blockMessages.unblockFailed));
                  },
                });
              }}
            >
              {blockMessages.unblock}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="blocked-title">
      <h2
        ref={heading}
        id="blocked-title"
        tabIndex={-1}
        className="mb-4 text-2xl font-bold text-stone-900 outline-none"
      >
        {blockMessages.listTitle}
      </h2>
      {body}
    </section>
  );
}
