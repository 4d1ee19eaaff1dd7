import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ArrowLeft, Coffee, Compass, MapPin, TriangleAlert } from 'lucide-react';
import { fill, formatDetailDistance, formatLongDate, formatPrice } from '../../shared/format';
import { imageMessages } from '../../shared/messages/images';
import { mateDetailMessages } from '../../shared/messages/mate-detail';
import { mateMessages } from '../../shared/messages/mates';
import { reportMessages } from '../../shared/messages/reports';
import { publicProfilePath } from '../../shared/app-routes';
import { mateStatusLabel } from '../../shared/labels';
import { isRegistered } from '../../shared/roles';
import type { SessionResponse } from '../../shared/schemas/session';
import { PageHead, useSiteUrl } from '../components/PageTitle';
import { mateHead } from '../../shared/page-head';
import { PageState } from '../components/PageState';
import { HiddenByTeamNotice } from '../features/mates/HiddenByTeamNotice';
import { MateGallery } from '../features/mates/gallery/MateGallery';
import { MapUnavailable } from '../features/mates/MapUnavailable';
import { mateOwnerMessages } from '../../shared/messages/mate-owner';
import { AppLink } from '../components/AppLink';
import { Avatar } from '../components/ui/Avatar';
import { MateImage } from '../components/ui/MateImage';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { WhenVisible } from '../components/WhenVisible';
import { BlockedHostNote } from '../features/blocks/BlockedHostNote';
import { BookingForm, BookingPanel } from '../features/bookings/BookingPanel';
import { ContactHostButton } from '../features/conversations/ContactHostButton';
import { useMate } from '../features/mates/api';
import { ReportButton } from '../features/reports/ReportButton';
import { ReviewsSection } from '../features/reviews/ReviewsSection';
import { reviewMessages } from '../../shared/messages/reviews';
import { ReportReviewButton } from './ReportReviewButton';
import { ApiError } from '../lib/api';
import { useViewerPosition } from '../lib/geolocation';
import { useSession } from '../lib/session';
import { queryKeys } from '../lib/query-keys';

const mapPlaceholder = <div className="h-72 animate-pulse rounded-xl bg-stone-100" />;

/** The photo's column: 3 of 5 parts of the page on wide screens, the whole width below. */
const PHOTO_SIZES = '(min-width: 1152px) 660px, (min-width: 1024px) 60vw, 100vw';

// Leaflet loads only here; if its code cannot load (network, a new deploy), the page stays and says so.
const MateMap = lazy(() =>
  import('../features/mates/MateMap').then(
    (m) => ({ default: m.MateMap }),
    () => ({ default: () => <MapUnavailable /> }),
  ),
);

/**
 * What the page draws only for some people, loaded with the page (its route) and its data (the route's
 * loader, on the server too) so it draws at once: the booking form of someone who may book. A visitor's
 * page loads none of it. A part that cannot load is left to the page, which tries again as it draws.
 */
export async function loadViewerParts(queryClient: QueryClient) {
  const session = queryClient.getQueryData<SessionResponse>(queryKeys.session);
  if (isRegistered(session?.user?.role)) await BookingForm.preload().catch(() => undefined);
}

/** /mates/{id}: readable without signing in (spec §2, §6). */
export function MateDetailPage() {
  const { id = '' } = useParams();
  const { config, loading: sessionLoading, user: viewer } = useSession();
  const mate = useMate(id, useViewerPosition());
  const siteUrl = useSiteUrl();

  // The booking panel and the contact form depend on who is looking: both wait for the session too.
  if (mate.isPending || sessionLoading) return <MateDetailSkeleton />;
  if (mate.isError) {
    const missing = mate.error instanceof ApiError && mate.error.status === 404;
    return (
      <PageState
        icon={missing ? Compass : TriangleAlert}
        title={missing ? mateMessages.notFound : mateDetailMessages.loadOneFailed}
        action={
          <AppLink to="/mates" className="btn-primary">
            {mateMessages.back}
          </AppLink>
        }
      />
    );
  }
  const m = mate.data;
  const hostLink = m.host.publicName ? publicProfilePath(m.host.publicName) : null;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="mate-title">
      <PageHead {...mateHead(m, siteUrl)} />
      <AppLink
        to="/mates"
        className="inline-flex items-center gap-1 text-sm font-semibold text-yerba-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4 shrink-0" />
        {mateMessages.back}
      </AppLink>
      <h1 id="mate-title" className="mt-3 text-3xl font-extrabold text-stone-900">
        {m.name}
      </h1>
      {/*
        In reading order: photo, price and booking, then the rest. Wide screens show two columns that flow
        on their own: the photo's row is as tall as the photo, and the taller booking column grows into the
        second row, so the description follows the photo without a gap.
      */}
      <div className="mt-4 grid grid-cols-1 items-start gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="card overflow-hidden lg:col-start-1 lg:row-start-1">
          {m.photos.length > 0 ? (
            <MateGallery photos={m.photos} name={m.name} sizes={PHOTO_SIZES} />
          ) : m.imageUrl ? (
            <MateImage
              imageUrl={m.imageUrl}
              thumbnailUrl={m.thumbnailUrl}
              alt={m.name}
              sizes={PHOTO_SIZES}
              priority
              className="w-full"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center gap-2 bg-stone-100 text-stone-600">
              <Coffee aria-hidden="true" className="h-10 w-10 shrink-0 text-yerba-700" />
              {imageMessages.noImage}
            </div>
          )}
        </div>

        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section className="card p-6" aria-label={mateDetailMessages.bookingSection}>
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={`rounded-full px-3 py-1 text-xs font-bold text-white ${m.available && m.viewer.hiddenReason === null ? 'bg-yerba-700' : 'bg-stone-800'}`}
              >
                {m.viewer.hiddenReason !== null ? mateOwnerMessages.hiddenBadge : publicBadge(m)}
              </span>
              {m.city && (
                <span className="inline-flex items-center gap-1 text-sm text-stone-700">
                  <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-yerba-700" />
                  {m.city}
                </span>
              )}
            </div>
            {m.viewer.hiddenReason !== null && (
              <HiddenByTeamNotice reason={m.viewer.hiddenReason} className="mt-3" />
            )}
            <p className="mt-3 text-2xl font-extrabold text-yerba-800">{formatPrice(m.pricePerDay)}</p>
            {m.distanceKm !== null && (
              <p className="mt-1 text-stone-700">
                {fill(mateDetailMessages.distanceFromYou, { distance: formatDetailDistance(m.distanceKm) })}
              </p>
            )}
            <div className="mt-6">
              {/*
                Their own block of the host stops booking and writing: the page says so and where to lift
                it, rather than offering what would be refused. A booking they already have still shows.
              */}
              {m.viewer.blockedByMe && !m.viewer.booking ? (
                <BlockedHostNote />
              ) : (
                <>
                  <BookingPanel mate={m} />
                  <ContactHostButton mate={m} />
                </>
              )}
              {!m.viewer.isOwner && (
                <div className="mt-3 flex justify-end">
                  <ReportButton targetType="mate" targetId={m.id} label={reportMessages.reportMate} />
                </div>
              )}
            </div>
          </section>

          <section className="card p-6" aria-labelledby="host-title">
            <h2 id="host-title" className="text-lg font-bold text-stone-900">
              {mateDetailMessages.host}
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <Avatar name={m.host.displayName} url={m.host.avatarUrl} size="md" />
              <div>
                <p className="font-semibold text-stone-900">{m.host.displayName}</p>
                <p className="text-sm text-stone-700">
                  {fill(mateDetailMessages.memberSince, { date: formatLongDate(m.host.memberSince) })}
                </p>
              </div>
            </div>
            {hostLink && (
              <AppLink to={hostLink} className="btn-secondary mt-4 w-full">
                {mateMessages.viewProfile}
              </AppLink>
            )}
          </section>

          <section className="card p-6" aria-labelledby="info-title">
            <h2 id="info-title" className="text-lg font-bold text-stone-900">
              {mateDetailMessages.info}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
              <dt className="text-stone-700">{mateDetailMessages.price}</dt>
              <dd className="font-semibold text-stone-900">{formatPrice(m.pricePerDay)}</dd>
              <dt className="text-stone-700">{mateDetailMessages.published}</dt>
              <dd className="font-semibold text-stone-900">{formatLongDate(m.createdAt)}</dd>
            </dl>
          </section>
        </div>

        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <section className="card p-6" aria-labelledby="description-title">
            <h2 id="description-title" className="text-xl font-bold text-stone-900">
              {mateDetailMessages.description}
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-800">
              {m.description || mateDetailMessages.noDescription}
            </p>
          </section>
          <ReviewsSection
            id="mate-reviews"
            rating={m.rating}
            reviews={m.reviews}
            empty={reviewMessages.noneForMate}
            showMate={false}
            actions={(review) => <ReportReviewButton review={review} viewerPublicName={viewer?.publicName} />}
          />
          <section className="card p-6" aria-labelledby="map-title">
            <h2 id="map-title" className="text-xl font-bold text-stone-900">
              {mateDetailMessages.mapLabel}
            </h2>
            <p className="mt-1 mb-3 text-sm text-stone-700">{mateDetailMessages.mapApproximate}</p>
            {/* Leaflet's code and tiles load only when the map scrolls near. */}
            <WhenVisible placeholder={mapPlaceholder}>
              {config ? (
                <Suspense fallback={mapPlaceholder}>
                  <MateMap
                    latitude={m.area.latitude}
                    longitude={m.area.longitude}
                    radiusMeters={m.area.radiusMeters}
                    tileUrl={config.tileUrl}
                    attribution={config.tileAttribution}
                  />
                </Suspense>
              ) : (
                <MapUnavailable />
              )}
            </WhenVisible>
          </section>
        </div>
      </div>
    </article>
  );
}

/**
 * Disponible, or Reservado while a rental covers today (its free days can still be booked below), or
 * No disponible when paused.
 */
function publicBadge(mate: { available: boolean; status: string }) {
  if (mate.available) return mateMessages.statusAvailable;
  return mate.status === 'reserved' ? mateStatusLabel(mate.status) : mateMessages.unavailable;
}

/** The detail's layout while the mate loads: the same columns, photo box and cards, so nothing jumps. */
function MateDetailSkeleton() {
  return (
    <LoadingRegion className="mx-auto max-w-6xl px-4 py-8">
      <SkeletonText className="text-sm" width="w-36" />
      <SkeletonText className="mt-3 text-3xl" width="w-2/3 max-w-md" />
      <div className="mt-4 grid grid-cols-1 items-start gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="card overflow-hidden lg:col-start-1 lg:row-start-1">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="card p-6">
            <Skeleton className="h-6 w-24 rounded-full" />
            <SkeletonText className="mt-3 text-2xl" width="w-28" />
            <Skeleton className="mt-6 h-11 w-full rounded-lg" />
          </div>
          <div className="card p-6">
            <SkeletonText className="text-lg" width="w-24" />
            <div className="mt-3 flex items-center gap-3">
              <Skeleton className="h-12 w-12 shrink-0 rounded-full" />
              <div className="flex-1">
                <SkeletonText width="w-32" />
                <SkeletonText className="text-sm" width="w-40" />
              </div>
            </div>
            <Skeleton className="mt-4 h-9 w-full rounded-lg" />
          </div>
          <div className="card p-6">
            <SkeletonText className="text-lg" width="w-32" />
            <SkeletonText className="mt-3 text-sm" lines={2} width="w-3/4" />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <div className="card p-6">
            <SkeletonText className="text-xl" width="w-32" />
            <SkeletonText className="mt-2" lines={2} width="w-2/3" />
          </div>
          <div className="card p-6">
            <SkeletonText className="text-xl" width="w-40" />
            <SkeletonText className="mt-1 mb-3 text-sm" width="w-64" />
            {mapPlaceholder}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
