import { useRef, useState } from 'react';
import { fill } from '../../../shared/format';
import { adminMessages as m } from '../../../shared/messages/admin';
import type { AdminMate } from '../../../shared/schemas/admin';
import { AppLink } from '../../components/AppLink';
import { useToast } from '../../components/ToastProvider';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { errorMessage } from '../../lib/api';
import { useAdminMates, useHideMate, useUnhideMate } from './api';
import { useFocusAfterChange } from './focus-after';
import { ReasonDialog } from './ReasonDialog';
import { PanelSkeleton } from './ReportsPanel';
import { SearchBox } from './SearchBox';
import { matePath } from '../../../shared/app-routes';

/** "Mates": search by name or host; hide with a reason (the host is told), or show again. */
export function MatesPanel() {
  const [search, setSearch] = useState('');
  const mates = useAdminMates(search);
  return (
    <div className="flex flex-col gap-4">
      <SearchBox label={m.searchMatesLabel} onSearch={setSearch} />
      {mates.isPending ? (
        <PanelSkeleton />
      ) : mates.isError ? (
        <LoadFailed level={3} title={m.loadFailed} onRetry={mates.refetch} />
      ) : mates.data.length === 0 ? (
        <EmptyState level={3} title={m.matesEmpty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {mates.data.map((mate) => (
            <MateItem key={mate.id} mate={mate} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MateItem({ mate }: { mate: AdminMate }) {
  const hide = useHideMate();
  const unhide = useUnhideMate();
  const toast = useToast();
  const row = useRef<HTMLLIElement>(null);
  // Ocultar and Volver a mostrar replace each other: focus stays on the row.
  const track = useFocusAfterChange(mate.hiddenAt, () => row.current);
  const onUnhide = async () => {
    try {
      await track(() => unhide.mutateAsync(mate.id));
      toast.success(m.unhiddenToast);
    } catch (error) {
      toast.error(errorMessage(error, m.actionFailed));
    }
  };
  const visible = !mate.hiddenAt && !mate.hostSuspended;
  return (
    <li
      ref={row}
      tabIndex={-1}
      className="card flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-yerba-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-stone-900">
          {visible ? (
            <AppLink className="underline" to={matePath(mate.id)}>
              {mate.name}
            </AppLink>
          ) : (
            mate.name
          )}
        </h3>
        {mate.hiddenAt && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            {m.hidden}
          </span>
        )}
        {mate.hostSuspended && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {m.hostSuspended}
          </span>
        )}
      </div>
      <p className="text-sm text-stone-700">
        {fill(m.hostLabel, { name: mate.hostPublicName ?? mate.hostName })}
        {mate.city && ` · ${mate.city}`}
      </p>
      {mate.hiddenReason && (
        <p className="text-sm text-stone-800">{fill(m.hiddenBecause, { reason: mate.hiddenReason })}</p>
      )}
      <div>
        {mate.hiddenAt ? (
          <button
            type="button"
            className="btn-secondary"
            aria-label={`${m.unhide}: ${mate.name}`}
            aria-disabled={unhide.isPending}
            onClick={() => void onUnhide()}
          >
            {m.unhide}
          </button>
        ) : (
          <ReasonDialog
            kind="reason"
            trigger={m.hide}
            triggerLabel={`${m.hide}: ${mate.name}`}
            title={fill(m.hideTitle, { name: mate.name })}
            description={m.hideDescription}
            confirm={m.hide}
            danger
            done={m.hiddenToast}
            onSubmit={(reason) => track(() => hide.mutateAsync({ id: mate.id, reason }))}
          />
        )}
      </div>
    </li>
  );
}
