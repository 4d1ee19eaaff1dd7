import { bookingMessages } from '../../shared/messages/bookings';
import { profileMessages } from '../../shared/messages/profiles';
import { PageTitle } from '../components/PageTitle';
import { RegisterPrompt } from '../components/RegisterPrompt';
import { RequireSignIn } from '../components/RequireSignIn';
import { LoadFailed } from '../components/ui/EmptyState';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { BlockedUsers } from '../features/blocks/BlockedUsers';
import { GuestBookingList, HostBookingList } from '../features/bookings/BookingLists';
import { MateGridSkeleton } from '../features/mates/MateCard';
import { MyPublications } from '../features/mates/MyPublications';
import { NotificationPreferencesSection } from '../features/notification-preferences/NotificationPreferencesSection';
import { OwnDataSection } from '../features/own-data/OwnDataSection';
import { useOwnProfile } from '../features/profiles/api';
import { ProfileCard } from '../features/profiles/ProfileCard';
import { StatCards, StatCardsSkeleton } from '../features/profiles/StatCards';

/** /perfil (spec §2): profile, stats, publications, bookings made and received. Signed out: Acceso Requerido. */
export function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={profileMessages.title} />
      <RequireSignIn skeleton={<ProfileSkeleton />}>{() => <Profile />}</RequireSignIn>
    </div>
  );
}

function Profile() {
  const profile = useOwnProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return <LoadFailed title={profileMessages.loadFailed} onRetry={profile.refetch} />;
  }
  const me = profile.data;
  // The counts say which lists will be empty, so their placeholders take the empty state's room. Bookings
  // received need a mate, published now or rented out before.
  const { matesPublished, matesRented, bookingsMade } = me.stats;
  return (
    <div className="flex flex-col gap-10">
      <ProfileCard profile={me} />
      <StatCards stats={me.stats} />
      {me.isRegistered ? (
        <MyPublications likelyEmpty={matesPublished === 0} />
      ) : (
        <section aria-labelledby="publications-title">
          <h2 id="publications-title" className="mb-4 text-2xl font-bold text-stone-900">
            {profileMessages.publicationsTitle}
          </h2>
          <RegisterPrompt />
        </section>
      )}
      <section aria-labelledby="mine-title">
        <h2 id="mine-title" className="mb-4 text-2xl font-bold text-stone-900">
          {bookingMessages.mineTitle}
        </h2>
        {me.isRegistered ? <GuestBookingList likelyEmpty={bookingsMade === 0} /> : <RegisterPrompt />}
      </section>
      <section aria-labelledby="received-title">
        <h2 id="received-title" className="mb-4 text-2xl font-bold text-stone-900">
          {bookingMessages.receivedTitle}
        </h2>
        {me.isRegistered ? (
          <HostBookingList likelyEmpty={matesPublished === 0 && matesRented === 0} />
        ) : (
          <RegisterPrompt />
        )}
      </section>
      {me.isRegistered && <NotificationPreferencesSection />}
      <BlockedUsers />
      <OwnDataSection person={{ publicName: me.publicName, email: me.email }} />
    </div>
  );
}

/** The profile's layout while it loads: the profile card, four stat cards and the publications. */
function ProfileSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-10">
      <div className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-2">
          <Skeleton className="h-24 w-24 rounded-full" />
          <Skeleton className="h-8 w-24 rounded-lg" />
        </div>
        <div className="flex-1">
          <SkeletonText className="text-3xl" width="w-56" />
          <Skeleton className="mt-1 h-7 w-24 rounded-full" />
          <SkeletonText className="mt-4 text-sm" lines={3} width="w-1/2" />
          <SkeletonText className="mt-3 text-sm" width="w-48" />
          <Skeleton className="mt-4 h-9 w-32 rounded-lg" />
        </div>
      </div>
      <StatCardsSkeleton count={4} />
      <div>
        <SkeletonText className="mb-4 text-2xl" width="w-56" />
        <MateGridSkeleton count={3} owner />
      </div>
    </LoadingRegion>
  );
}
