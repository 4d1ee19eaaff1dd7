import { Ban } from 'lucide-react';
import { fill, formatLongDate } from '../../../shared/format';
import { blockMessages } from '../../../shared/messages/blocks';
import { publicProfilePath } from '../../../shared/app-routes';
import { AppLink } from '../../components/AppLink';
import { useToast } from '../../components/ToastProvider';
import { Avatar } from '../../components/ui/Avatar';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, SkeletonText } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { useBlockedUsers, useUnblockUser } from './api';

/** /perfil's "Usuarios bloqueados": each with "Desbloquear", or an empty state. */
export function BlockedUsers() {
  const blocked = useBlockedUsers();
  const unblock = useUnblockUser();
  const toast = useToast();
  let body;
  if (blocked.isPending) {
    body = (
      <LoadingRegion>
        <SkeletonText width="w-64" />
      </LoadingRegion>
    );
  } else if (blocked.isError) {
    body = <LoadFailed level={3} title={blockMessages.listLoadFailed} onRetry={blocked.refetch} />;
  } else if (blocked.data.users.length === 0) {
    body = (
      <EmptyState level={3} icon={Ban} title={blockMessages.listEmpty} body={blockMessages.listEmptyBody} />
    );
  } else {
    body = (
      <ul className="card divide-y divide-stone-200" aria-labelledby="blocked-title">
        {blocked.data.users.map((u) => (
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
              type="button"
              className="btn-secondary"
              aria-label={fill(blockMessages.unblockNamed, { name: u.displayName })}
              aria-disabled={unblock.isPending || undefined}
              onClick={() => {
                if (unblock.isPending) return;
                unblock.mutate(u.publicName, {
                  onSuccess: () => toast.success(fill(blockMessages.unblocked, { name: u.displayName })),
                  onError: (error) => toast.error(errorMessage(error, blockMessages.unblockFailed)),
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
      <h2 id="blocked-title" className="mb-4 text-2xl font-bold text-stone-900">
        {blockMessages.listTitle}
      </h2>
      {body}
    </section>
  );
}
