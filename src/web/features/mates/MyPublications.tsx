import { useState } from 'react';
import { PROFILE_MATE_CARDS } from '../../../shared/constants';
import { mateMessages } from '../../../shared/messages/mates';
import { profileMessages } from '../../../shared/messages/profiles';
import type { OwnMate } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../components/ui/Skeleton';
import { useOwnMates } from './api';
import { MateGridSkeleton } from './MateCard';
import { OwnerMateGrid } from './OwnerMateGrid';
import { ownerState } from './owner-state';

/**
 * A mate with a request waiting is spoken for: it counts as Reservado, not Disponible. Built when drawn,
 * so each chip's name is read in the page's language.
 */
const chips = (): Array<{ value: string; label: string; keep(mate: OwnMate): boolean }> => [
  { value: 'all', label: profileMessages.chipAll, keep: () => true },
  { value: 'available', label: profileMessages.chipAvailable, keep: (m) => ownerState(m) === 'available' },
  {
    value: 'reserved',
    label: profileMessages.chipReserved,
    keep: (m) => ['reserved', 'pending'].includes(ownerState(m)),
  },
  { value: 'inactive', label: profileMessages.chipInactive, keep: (m) => ownerState(m) === 'inactive' },
];

/**
 * Spec §2 /perfil "Mis Publicaciones": chips with counts, at most 6 cards, Ver Todos and Publicar.
 * `likelyEmpty` (the profile counts none) makes the placeholder the empty state's outline.
 */
export function MyPublications({ likelyEmpty = false }: { likelyEmpty?: boolean }) {
  const mates = useOwnMates();
  const [chip, setChip] = useState('all');
  const all = chips();
  const current = all.find((c) => c.value === chip)!;

  return (
    <section aria-labelledby="publications-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="publications-title" className="text-2xl font-bold text-stone-900">
          {profileMessages.publicationsTitle}
        </h2>
        <div className="flex gap-2">
          <AppLink to="/mis-mates" className="btn-ghost">
            {profileMessages.seeAll}
          </AppLink>
          <AppLink to="/publicar" className="btn-primary">
            {profileMessages.publish}
          </AppLink>
        </div>
      </div>
      {mates.isPending && likelyEmpty ? (
        <NoPublications loading />
      ) : mates.isPending ? (
        <LoadingRegion>
          <div className="mb-4 flex flex-wrap gap-2">
            {all.map((c) => (
              <Skeleton key={c.value} className="h-[34px] w-28 rounded-full" />
            ))}
          </div>
          <MateGridSkeleton count={3} owner />
        </LoadingRegion>
      ) : mates.isError ? (
        <LoadFailed level={3} title={mateMessages.loadFailed} onRetry={mates.refetch} />
      ) : mates.data.length === 0 ? (
        <NoPublications />
      ) : (
        <>
          <div
            role="group"
            aria-label={profileMessages.publicationsTitle}
            className="mb-4 flex flex-wrap gap-2"
          >
            {all.map((c) => (
              <button
                key={c.value}
                type="button"
                aria-pressed={chip === c.value}
                onClick={() => setChip(c.value)}
                className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${chip === c.value ? 'border-yerba-700 bg-yerba-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
              >
                {c.label} ({mates.data.filter(c.keep).length})
              </button>
            ))}
          </div>
          {mates.data.filter(current.keep).length === 0 ? (
            <EmptyState level={3} title={profileMessages.noPublicationsInChip} />
          ) : (
            <OwnerMateGrid
              label={`${profileMessages.publicationsTitle}: ${current.label}`}
              mates={mates.data.filter(current.keep).slice(0, PROFILE_MATE_CARDS)}
            />
          )}
        </>
      )}
    </section>
  );
}

function NoPublications({ loading = false }: { loading?: boolean }) {
  return (
    <EmptyState
      level={3}
      title={profileMessages.noPublications}
      body={profileMessages.noPublicationsBody}
      action={
        <AppLink to="/publicar" className="btn-primary">
          {profileMessages.publish}
        </AppLink>
      }
      loading={loading}
    />
  );
}
