import { messages } from '../../shared/messages';
import { PageTitle } from '../components/PageTitle';
import { RegisterPrompt } from '../components/RegisterPrompt';
import { RequireSignIn } from '../components/RequireSignIn';
import { GuestBookingList, HostBookingList } from '../features/bookings/BookingLists';

/** /perfil: the person's own profile, with their bookings and the bookings they received. */
export function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={messages.nav.profile} />
      <RequireSignIn>
        {(user) => (
          <div className="flex flex-col gap-10">
            <h1 className="text-3xl font-extrabold text-yerba-900">{messages.nav.profile}</h1>
            <section aria-labelledby="mine-title">
              <h2 id="mine-title" className="mb-4 text-2xl font-bold text-stone-900">
                {messages.bookings.mineTitle}
              </h2>
              {user.isRegistered ? <GuestBookingList /> : <RegisterPrompt />}
            </section>
            <section aria-labelledby="received-title">
              <h2 id="received-title" className="mb-4 text-2xl font-bold text-stone-900">
                {messages.bookings.receivedTitle}
              </h2>
              {user.isRegistered ? <HostBookingList /> : <RegisterPrompt />}
            </section>
          </div>
        )}
      </RequireSignIn>
    </div>
  );
}
