import { ArrowLeft } from 'lucide-react';
import { mateOwnerMessages } from '../../shared/messages/mate-owner';
import { mateMessages } from '../../shared/messages/mates';
import { PageTitle } from '../components/PageTitle';
import { RequireSignIn } from '../components/RequireSignIn';
import { AppLink } from '../components/AppLink';
import { EmptyState, LoadFailed } from '../components/ui/EmptyState';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { useOwnMates } from '../features/mates/api';
import { MateGridSkeleton } from '../features/mates/MateCard';
import { OwnerMateGrid } from '../features/mates/OwnerMateGrid';

/** /mis-mates: every own mate (all but deleted), with the owner's actions. */
export function MyMatesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={mateOwnerMessages.myMatesTitle} />
      <RequireSignIn skeleton={<MyMatesSkeleton />}>{() => <MyMates />}</RequireSignIn>
    </div>
  );
}

function MyMates() {
  const mates = useOwnMates();
  return (
    <>
      <AppLink
        to="/perfil"
        className="inline-flex items-center gap-1 text-sm font-semibold text-yerba-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4 shrink-0" />
        {mateOwnerMessages.backToProfile}
      </AppLink>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-yerba-900">{mateOwnerMessages.myMatesTitle}</h1>
          <p className="mt-1 text-stone-700">{mateOwnerMessages.myMatesIntro}</p>
        </div>
        <AppLink to="/publicar" className="btn-primary">
          {mateOwnerMessages.publishAction}
        </AppLink>
      </div>
      <div className="mt-6">
        {mates.isPending ? (
          <LoadingRegion>
            <MateGridSkeleton count={3} owner />
          </LoadingRegion>
        ) : mates.isError ? (
          <LoadFailed title={mateMessages.loadFailed} onRetry={mates.refetch} />
        ) : mates.data.length === 0 ? (
          <EmptyState
            title={mateOwnerMessages.myMatesEmpty}
            body={mateOwnerMessages.myMatesEmptyBody}
            action={
              <AppLink to="/publicar" className="btn-primary">
                {mateOwnerMessages.publishAction}
              </AppLink>
            }
          />
        ) : (
          <>
            <h2 className="sr-only">{mateMessages.results}</h2>
            <OwnerMateGrid rowsOnPhones label={mateOwnerMessages.myMatesTitle} mates={mates.data} />
          </>
        )}
      </div>
    </>
  );
}

/** The page's layout while the session loads: its header, then a row of cards. */
function MyMatesSkeleton() {
  return (
    <LoadingRegion>
      <SkeletonText className="text-sm" width="w-36" />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <SkeletonText className="text-3xl" width="w-48" />
          <SkeletonText className="mt-1" width="w-72 max-w-full" />
        </div>
        <Skeleton className="h-9 w-36 rounded-lg" />
      </div>
      <div className="mt-6">
        <MateGridSkeleton count={3} owner />
      </div>
    </LoadingRegion>
  );
}
