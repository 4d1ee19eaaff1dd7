import { useParams } from 'react-router';
import { fill, formatLongDate } from '../../shared/format';
import { profileMessages } from '../../shared/messages/profiles';
import { PageHead } from '../components/PageTitle';
import { MissingPage } from './NotFoundPage';
import { profileHead } from '../../shared/page-head';
import { Avatar } from '../components/ui/Avatar';
import { EmptyState } from '../components/ui/EmptyState';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { firstPhotoId, MateCard, MateGrid, MateGridSkeleton } from '../features/mates/MateCard';
import { ViewDetails } from '../features/mates/PublicMateActions';
import { usePublicProfile } from '../features/profiles/api';
import { StatCards, StatCardsSkeleton } from '../features/profiles/StatCards';
import { ReviewsSection } from '../features/reviews/ReviewsSection';
import { reviewMessages } from '../../shared/messages/reviews';
import { ReportReviewButton } from './ReportReviewButton';
import { ApiError } from '../lib/api';
import { useViewerPosition } from '../lib/geolocation';
import { useSession } from '../lib/session';
import { BlockUserButton } from '../features/blocks/BlockUserButton';
import { ReportButton } from '../features/reports/ReportButton';
import { reportMessages } from '../../shared/messages/reports';

/** /u/{public_name}: readable without signing in; distances when the viewer shared their position. */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const profile = usePublicProfile(username, useViewerPosition());
  const { user: viewer } = useSession();

  if (profile.isPending) return <PublicProfileSkeleton />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    const title = missing ? profileMessages.notFound : profileMessages.loadProfileFailed;
    return <MissingPage title={title} />;
  }
  const p = profile.data;
  const isOwn = viewer?.publicName?.toLowerCase() === p.publicName.toLowerCase();
  const firstPhoto = firstPhotoId(p.mates);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHead {...profileHead(p)} />
      <section
        className="card flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left"
        aria-labelledby="public-name"
      >
        <Avatar name={p.displayName} url={p.avatarUrl} size="lg" />
        <div>
          <h1 id="public-name" className="text-3xl font-extrabold text-stone-900">
            {p.displayName}
          </h1>
          <p className="mt-1 text-stone-700">
            {p.roleLabel}
            {p.city && ` · ${p.city}`}
          </p>
          <p className="text-sm text-stone-700">
            {fill(profileMessages.memberSince, { date: formatLongDate(p.memberSince) })}
          </p>
          <p className="mt-3 whitespace-pre-line text-stone-900">{p.bio ?? profileMessages.publicNoBio}</p>
          {!isOwn && (
            <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
              <ReportButton
                targetType="user"
                targetId={p.publicName}
                label={fill(reportMessages.reportUser, { name: p.displayName })}
              />
              <BlockUserButton publicName={p.publicName} displayName={p.displayName} />
            </div>
          )}
        </div>
      </section>
      <div className="mt-6">
        <StatCards stats={p.stats} />
      </div>
      <div className="mt-10">
        <ReviewsSection
          id="public-reviews"
          rating={{ average: p.stats.ratingAverage, count: p.stats.reviewsReceived }}
          reviews={p.reviews}
          empty={reviewMessages.none}
          showMate
          actions={(review) => <ReportReviewButton review={review} viewerPublicName={viewer?.publicName} />}
        />
      </div>
      <section className="mt-10" aria-labelledby="public-mates-title">
        <h2 id="public-mates-title" className="mb-4 text-2xl font-bold text-stone-900">
          {fill(profileMessages.matesOf, { name: p.displayName })}
        </h2>
        {p.mates.length === 0 ? (
          <EmptyState level={3} title={profileMessages.noPublicMates} />
        ) : (
          <MateGrid label={fill(profileMessages.matesOf, { name: p.displayName })}>
            {p.mates.map((mate) => (
              <li key={mate.id}>
                <MateCard
                  mate={mate}
                  actions={<ViewDetails mateId={mate.id} name={mate.name} />}
                  priority={mate.id === firstPhoto}
                />
              </li>
            ))}
          </MateGrid>
        )}
      </section>
    </div>
  );
}

/** The public profile's layout while it loads: header card, the three stat cards, a row of mates. */
function PublicProfileSkeleton() {
  return (
    <LoadingRegion className="mx-auto max-w-5xl px-4 py-8">
      <div className="card flex flex-col items-center gap-4 p-6 sm:flex-row sm:items-start">
        <Skeleton className="h-24 w-24 shrink-0 rounded-full" />
        <div className="flex w-full flex-col items-center sm:items-start">
          <SkeletonText className="text-3xl" width="w-56" />
          <SkeletonText className="mt-1" width="w-40" />
          <SkeletonText className="text-sm" width="w-48" />
          <SkeletonText className="mt-3" width="w-64" />
        </div>
      </div>
      <div className="mt-6">
        <StatCardsSkeleton count={3} />
      </div>
      <div className="mt-10">
        <SkeletonText className="mb-4 text-2xl" width="w-64" />
        <MateGridSkeleton count={3} />
      </div>
    </LoadingRegion>
  );
}
