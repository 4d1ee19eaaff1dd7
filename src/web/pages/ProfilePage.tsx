import { useState } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { BOOKING_REVIEWS_PARAM, PROFILE_SECTIONS, profileSectionOfAnchor } from '../../shared/app-routes';
import { bookingMessages } from '../../shared/messages/bookings';
import { profileMessages } from '../../shared/messages/profiles';
import { effectiveRole } from '../../shared/roles';
import type { OwnProfile } from '../../shared/schemas/profiles';
import type { SessionUser } from '../../shared/schemas/session';
import { LanguageMenu } from '../components/LanguageMenu';
import { PageTitle } from '../components/PageTitle';
import { RegisterPrompt } from '../components/RegisterPrompt';
import { RequireSignIn } from '../components/RequireSignIn';
import { LoadFailed } from '../components/ui/EmptyState';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { BlockedUsers } from '../features/blocks/BlockedUsers';
import { GuestBookingList, HostBookingList } from '../features/bookings/BookingLists';
import { PendingRequests, pendingCount } from '../features/bookings/PendingRequests';
import { MateGridSkeleton } from '../features/mates/MateCard';
import { MyPublications } from '../features/mates/MyPublications';
import { NotificationPreferencesSection } from '../features/notification-preferences/NotificationPreferencesSection';
import { OwnDataSection } from '../features/own-data/OwnDataSection';
import { useOwnProfile } from '../features/profiles/api';
import { ProfileCard } from '../features/profiles/ProfileCard';
import { ProfileSectionNav, profileSectionLabel, sectionOf } from '../features/profiles/ProfileSectionNav';
import { StatCards, StatCardsSkeleton } from '../features/profiles/StatCards';
import { useBookings } from '../lib/bookings-query';

/** What every section reads: the profile, and how many requests wait for the host's answer. */
interface ProfileSpace {
  me: OwnProfile;
  pending: number;
}
const useSpace = () => useOutletContext<ProfileSpace>();

/**
 * Where an address of the old one-page /perfil leads now: its anchors (#notificaciones, from e-mails
 * already sent) and a review invitation's ?reserva=, which opens its card in "Reservas".
 */
function movedTo({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  if (pathname.replace(/\/+$/, '') !== PROFILE_SECTIONS.profile) return null;
  const section = profileSectionOfAnchor(hash);
  if (section) return `${section}${search}`;
  if (new URLSearchParams(search).has(BOOKING_REVIEWS_PARAM)) return `${PROFILE_SECTIONS.bookings}${search}`;
  return null;
}

/**
 * /perfil (spec §2), in sections with their own addresses and a menu: Mi perfil (with the requests to
 * answer first, for a host who has any), Solicitudes, Reservas, Mis mates, Notificaciones, Tus datos.
 * Signed out: Acceso Requerido.
 */
export function ProfilePage() {
  const location = useLocation();
  const section = sectionOf(location.pathname);
  const moved = movedTo(location);
  if (moved) return <Navigate replace to={moved} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <PageTitle title={section === 'profile' ? profileMessages.title : profileSectionLabel(section)} />
      <RequireSignIn skeleton={<SpaceSkeleton />}>{(user) => <Space user={user} />}</RequireSignIn>
    </div>
  );
}

/** The menu beside the current section, once the profile (and a host's requests, for its count) arrived. */
function Space({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const profile = useOwnProfile();
  const hosting = effectiveRole(user.role) === 'host';
  const received = useBookings('received', hosting);
  if (profile.isPending || (hosting && received.isPending)) return <SpaceSkeleton />;
  if (profile.isError) {
    return <LoadFailed title={profileMessages.loadFailed} onRetry={profile.refetch} />;
  }
  const space: ProfileSpace = { me: profile.data, pending: pendingCount(received.data) };
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
      <ProfileSectionNav pending={space.pending} />
      <div className="flex min-w-0 flex-1 flex-col gap-10">
        {/* "Mi perfil" is headed by the person's name; the other sections by their own. */}
        {section !== 'profile' && <h1 className="sr-only">{profileSectionLabel(section)}</h1>}
        <Outlet context={space} />
      </div>
    </div>
  );
}

/**
 * "Mi perfil": the requests to answer come first for a host who has any, then the profile, its numbers
 * and the language Ronda speaks to the person.
 */
export function ProfileOverview() {
  const { me, pending } = useSpace();
  // Once shown, the requests stay for the visit: answering the last one never pulls the page up.
  const [asking, setAsking] = useState(pending > 0);
  if (!asking && pending > 0) setAsking(true);
  return (
    <>
      {asking && <PendingRequests count={pending} />}
      <ProfileCard profile={me} />
      {!me.isRegistered && <RegisterPrompt />}
      <StatCards stats={me.stats} />
      <LanguageMenu signedIn className="card p-4" />
    </>
  );
}

/** "Solicitudes": every request waiting for the host's answer. */
export function RequestsSection() {
  const { me, pending } = useSpace();
  if (!me.isRegistered) return <RegisterPrompt />;
  return <PendingRequests count={pending} />;
}

/** "Reservas": bookings made and received, each with what its side may do. */
export function BookingsSection() {
  const { me } = useSpace();
  // The counts say which lists will be empty, so their placeholders take the empty state's room. Bookings
  // received need a mate, published now or rented out before.
  const { matesPublished, matesRented, bookingsMade } = me.stats;
  // Both lists show at once, at the top of the page: the first to arrive never pushes the other around.
  const mine = useBookings('mine', me.isRegistered);
  const received = useBookings('received', me.isRegistered);
  if (me.isRegistered && (mine.isPending || received.isPending)) return <BookingsSkeleton />;
  return (
    <>
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
    </>
  );
}

/** "Mis mates": the publications, by state, with their owner's actions. */
export function MatesSection() {
  const { me } = useSpace();
  if (me.isRegistered) return <MyPublications likelyEmpty={me.stats.matesPublished === 0} />;
  return (
    <section aria-labelledby="publications-title">
      <h2 id="publications-title" className="mb-4 text-2xl font-bold text-stone-900">
        {profileMessages.publicationsTitle}
      </h2>
      <RegisterPrompt />
    </section>
  );
}

/** "Notificaciones": which news also arrive by e-mail and on this device. */
export function NotificationsSection() {
  const { me } = useSpace();
  return me.isRegistered ? <NotificationPreferencesSection /> : <RegisterPrompt />;
}

/**
 * "Tus datos": the download of everything Ronda holds about you, deleting the account, and who you blocked.
 * The list of blocked people comes last: its height is known only once it loads, and below it there is
 * only the footer, out of view, for it to move.
 */
export function DataSection() {
  const { me } = useSpace();
  return (
    <>
      <OwnDataSection person={{ publicName: me.publicName, email: me.email }} />
      <BlockedUsers />
    </>
  );
}

/** "Reservas" while its two lists load: each list's heading and a row as tall as a real one. */
function BookingsSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-10">
      {[0, 1].map((list) => (
        <div key={list}>
          <SkeletonText className="mb-4 text-2xl" width="w-56" />
          <div className="card flex flex-col gap-3 p-4">
            <div className="flex items-start gap-3">
              <Skeleton className="h-16 w-16 shrink-0 rounded-lg" />
              <div className="flex-1">
                <SkeletonText width="w-40" />
                <SkeletonText className="text-sm" lines={3} width="w-56" />
              </div>
            </div>
            <Skeleton className="h-9 w-40 rounded-lg" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The space while it loads: the menu's row of tabs, then the profile card, its numbers and a list. */
function SpaceSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
      <div className="-mx-4 flex gap-2 overflow-hidden px-4 pb-2 md:mx-0 md:w-52 md:shrink-0 md:flex-col md:gap-1 md:px-0 md:pb-0">
        {Object.keys(PROFILE_SECTIONS).map((section) => (
          <Skeleton key={section} className="h-11 w-28 shrink-0 rounded-full md:w-full md:rounded-lg" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-10">
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
        <MateGridSkeleton count={2} owner />
      </div>
    </LoadingRegion>
  );
}
