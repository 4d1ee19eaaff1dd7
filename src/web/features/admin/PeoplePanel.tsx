import { useRef, useState } from 'react';
import { publicProfilePath } from '../../../shared/app-routes';
import { fill, formatShortDate } from '../../../shared/format';
import { adminMessages as m } from '../../../shared/messages/admin';
import type { AdminPerson } from '../../../shared/schemas/admin';
import { AppLink } from '../../components/AppLink';
import { useToast } from '../../components/ToastProvider';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { usePeople, useReinstate, useSuspend } from './api';
import { useFocusAfterChange } from './focus-after';
import { ReasonDialog } from './ReasonDialog';
import { PanelSkeleton } from './ReportsPanel';
import { SearchBox } from './SearchBox';

/** "Personas": search by public name, own name or e-mail; suspend with a reason, or reinstate. */
export function PeoplePanel() {
  const [search, setSearch] = useState('');
  const people = usePeople(search);
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-4">
      <SearchBox label={m.searchPeopleLabel} onSearch={setSearch} />
      {people.isPending ? (
        <PanelSkeleton />
      ) : people.isError ? (
        <LoadFailed level={3} title={m.loadFailed} onRetry={people.refetch} />
      ) : people.data.length === 0 ? (
        <EmptyState level={3} title={m.peopleEmpty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {people.data.map((person) => (
            <PersonItem key={person.id} person={person} isSelf={person.id === user?.id} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A person; the operator's own row offers no suspension (the server refuses it too). */
function PersonItem({ person, isSelf }: { person: AdminPerson; isSelf: boolean }) {
  const suspend = useSuspend();
  const reinstate = useReinstate();
  const toast = useToast();
  const row = useRef<HTMLLIElement>(null);
  // Suspender and Reactivar cuenta replace each other: focus stays on the row.
  const track = useFocusAfterChange(person.suspendedAt, () => row.current);
  const name = person.publicName ?? person.name;
  const onReinstate = async () => {
    try {
      await track(() => reinstate.mutateAsync(person.id));
      toast.success(m.reinstatedToast);
    } catch (error) {
      toast.error(errorMessage(error, m.actionFailed));
    }
  };
  return (
    <li
      ref={row}
      tabIndex={-1}
      className="card flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-yerba-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-stone-900">
          {person.publicName ? (
            <AppLink className="underline" to={publicProfilePath(person.publicName)}>
              {person.publicName}
            </AppLink>
          ) : (
            `${person.name} (${m.noPublicName})`
          )}
        </h3>
        <span className="text-sm text-stone-700">{person.roleLabel}</span>
        {person.isAdmin && (
          <span className="rounded-full bg-yerba-50 px-2 py-0.5 text-xs font-semibold text-yerba-900">
            {m.operator}
          </span>
        )}
        {person.suspendedAt && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            {m.suspended}
          </span>
        )}
      </div>
      <p className="text-sm break-all text-stone-700">
        {person.email} · {fill(m.memberSince, { date: formatShortDate(person.memberSince) })}
      </p>
      {person.suspendedAt && (
        <p className="text-sm text-stone-800">
          {fill(m.suspendedSince, {
            date: formatShortDate(person.suspendedAt),
            reason: person.suspensionReason ?? '',
          })}
        </p>
      )}
      <div>
        {person.suspendedAt ? (
          <button
            type="button"
            className="btn-secondary"
            aria-label={`${m.reinstate}: ${name}`}
            aria-disabled={reinstate.isPending}
            onClick={() => void onReinstate()}
          >
            {m.reinstate}
          </button>
        ) : isSelf ? (
          <p className="text-sm font-semibold text-stone-700">{m.ownAccount}</p>
        ) : (
          <ReasonDialog
            kind="reason"
            trigger={m.suspend}
            triggerLabel={`${m.suspend}: ${name}`}
            title={fill(m.suspendTitle, { name })}
            description={m.suspendDescription}
            confirm={m.suspend}
            danger
            done={m.suspendedToast}
            onSubmit={(reason) => track(() => suspend.mutateAsync({ id: person.id, reason }))}
          />
        )}
      </div>
    </li>
  );
}
