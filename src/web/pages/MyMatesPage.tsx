import { ArrowLeft } from 'lucide-react';
import { mateOwnerMessages } from '../../shared/messages/mate-owner';
import { mateMessages } from '../../shared/messages/mates';
import { PageTitle } from '../components/PageTitle';
import { RequireSignIn } from '../components/RequireSignIn';
import { AppLink } from '../components/AppLink';
import { EmptyState, LoadFailed } from '../components/ui/EmptyState';
import { PageSpinner } from '../components/ui/Spinner';
import { useOwnMates } from '../features/mates/api';
import { OwnerMateGrid } from '../features/mates/OwnerMateGrid';

/** /mis-mates: every own mate (all but deleted), with the owner's actions. */
export function MyMatesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={mateOwnerMessages.myMatesTitle} />
      <RequireSignIn>{() => <MyMates />}</RequireSignIn>
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
          <PageSpinner />
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
