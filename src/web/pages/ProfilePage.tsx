import { bookingMessages } from '../../shared/messages/bookings';
import { profileMessages } from '../../shared/messages/profiles';
import { PageTitle } from '../components/PageTitle';
import { RegisterPrompt } from '../components/RegisterPrompt';
import { RequireSignIn } from '../components/RequireSignIn';
import { LoadFailed } from '../components/ui/EmptyState';
import { PageSpinner } from '../components/ui/Spinner';
import { GuestBookingList, HostBookingList } from '../features/bookings/BookingLists';
import { MyPublications } from '../features/mates/MyPublications';
import { useOwnProfile } from '../features/profiles/api';
import { ProfileCard } from '../features/profiles/ProfileCard';
import { StatCards } from '../features/profiles/StatCards';

/** /perfil (spec §2): profile, stats, publications, bookings made and received. Signed out: Acceso Requerido. */
export function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={profileMessages.title} />
      <RequireSignIn>{() => <Profile />}</RequireSignIn>
    </div>
  );
}

function Profile() {
  const profile = useOwnProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return <LoadFailed title={profileMessages.loadFailed} onRetry={profile.refetch} />;
  }
  const me = profile.data;
  return (
    <div className="flex flex-col gap-10">
      <ProfileCard profile={me} />
      <StatCards stats={me.stats} />
      {me.isRegistered ? (
        <MyPublications />
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
        {me.isRegistered ? <GuestBookingList /> : <RegisterPrompt />}
      </section>
      <section aria-labelledby="received-title">
        <h2 id="received-title" className="mb-4 text-2xl font-bold text-stone-900">
          {bookingMessages.receivedTitle}
        </h2>
        {me.isRegistered ? <HostBookingList /> : <RegisterPrompt />}
      </section>
    </div>
  );
}
