import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Ban } from 'lucide-react';
import { fill } from '../../../shared/format';
import { blockMessages } from '../../../shared/messages/blocks';
import { useToast } from '../../components/ToastProvider';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useBlockedUsers, useBlockUser, useUnblockUser } from './api';

/** Loaded only for someone who may block: a visitor's look at a profile goes without the dialog's code. */
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * "Bloquear usuario" with a confirmation, or "Desbloquear" once blocked (decision 0021). Only for a
 * registered person looking at someone else.
 */
export function BlockUserButton({ publicName, displayName }: { publicName: string; displayName: string }) {
  const { user, isRegistered } = useSession();
  const blocked = useBlockedUsers();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const toast = useToast();
  const [failure, setFailure] = useState<string | undefined>();
  // Used before the dialog's code arrived: it opens as it arrives.
  const [asked, setAsked] = useState(false);
  const isBlocked =
    blocked.data?.users.some((u) => u.publicName.toLowerCase() === publicName.toLowerCase()) ?? false;
  // Blocking or unblocking swaps this button for the other one: keyboard focus follows to it, rather
  // than falling to the page with the button (and the dialog) that is gone.
  const control = useRef<HTMLButtonElement>(null);
  const followChange = useRef(false);
  useEffect(() => {
    if (!followChange.current) return;
    followChange.current = false;
    control.current?.focus();
  }, [isBlocked]);

  if (!user || !isRegistered || user.publicName?.toLowerCase() === publicName.toLowerCase()) return null;
  // Until the list of blocked people arrives, the button's room is kept: nothing moves when it shows.
  if (!blocked.data) {
    return (
      <span className="btn-ghost invisible" aria-hidden="true">
        <Ban className="h-4 w-4 shrink-0" />
        {blockMessages.block}
      </span>
    );
  }

  if (isBlocked) {
    return (
      <button
        ref={control}
        type="button"
        className="btn-ghost text-stone-700"
        aria-label={fill(blockMessages.unblockNamed, { name: displayName })}
        aria-disabled={unblock.isPending || undefined}
        onClick={() => {
          if (unblock.isPending) return;
          followChange.current = true;
          unblock.mutate(publicName, {
            onSuccess: () => toast.success(fill(blockMessages.unblocked, { name: displayName })),
            onError: (error) => {
              followChange.current = false;
              toast.error(errorMessage(error, blockMessages.unblockFailed));
            },
          });
        }}
      >
        <Ban aria-hidden="true" className="h-4 w-4 shrink-0" />
        {blockMessages.unblock}
      </button>
    );
  }

  const blockButton = (
    <button ref={control} type="button" className="btn-ghost text-red-800" onClick={() => setAsked(true)}>
      <Ban aria-hidden="true" className="h-4 w-4 shrink-0" />
      {blockMessages.block}
    </button>
  );
  return (
    <Suspense fallback={blockButton}>
      <ConfirmDialog
        onClose={() => setFailure(undefined)}
        defaultOpen={asked}
        trigger={blockButton}
        title={fill(blockMessages.confirmTitle, { name: displayName })}
        description={blockMessages.confirmBody}
        confirmLabel={blockMessages.confirm}
        busyLabel={blockMessages.blocking}
        cancelLabel={blockMessages.keep}
        busy={block.isPending}
        error={failure}
        onConfirm={({ close }) => {
          followChange.current = true;
          block.mutate(publicName, {
            onSuccess: () => {
              close();
              toast.success(fill(blockMessages.blocked, { name: displayName }));
            },
            onError: (error) => {
              followChange.current = false;
              setFailure(errorMessage(error, blockMessages.blockFailed));
            },
          });
        }}
      />
    </Suspense>
  );
}
