import { useNavigate, useSearchParams } from 'react-router';
import { navMessages } from '../../shared/messages/common';
import { registrationMessages } from '../../shared/messages/registration';
import { safeRedirectPath } from '../../shared/safe-redirect';
import { PageTitle } from '../components/PageTitle';
import { AppLink } from '../components/AppLink';
import { useLoginPrompt } from '../components/LoginPromptProvider';
import { useToast } from '../components/ToastProvider';
import { PageSpinner } from '../components/ui/Spinner';
import { RegistrationForm } from '../features/auth/RegistrationForm';
import { useSession } from '../lib/session';

/** /auth: the registration screen (DECISIONS.md); signed out, it offers sign-in first. */
export function AuthPage() {
  const { user, loading, isRegistered } = useSession();
  const { openLogin } = useLoginPrompt();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const back = safeRedirectPath(params.get('redirect'));

  let body;
  if (loading) body = <PageSpinner />;
  else if (!user) {
    body = (
      <>
        <p className="text-stone-700">{registrationMessages.signInFirst}</p>
        <button type="button" className="btn-primary mt-6 py-3" onClick={openLogin}>
          {navMessages.signIn}
        </button>
        {/* Shown only by a browser that runs no scripts (a <noscript> the same way, but one that the
            app's own render also draws, so nothing differs when it takes over). */}
        <p className="mt-6 hidden text-stone-700 noscript:block">
          {registrationMessages.needsJavaScript}{' '}
          <AppLink to="/mates" className="font-semibold text-yerba-900 underline">
            {navMessages.browse}
          </AppLink>
          {' · '}
          <AppLink to="/faq" className="font-semibold text-yerba-900 underline">
            {navMessages.faqLong}
          </AppLink>
        </p>
      </>
    );
  } else if (isRegistered) {
    body = (
      <>
        <p className="text-stone-700">{registrationMessages.alreadyRegistered}</p>
        <AppLink to={back} className="btn-primary mt-6">
          {registrationMessages.continue}
        </AppLink>
      </>
    );
  } else {
    body = (
      <>
        <p className="mb-6 text-stone-700">{registrationMessages.intro}</p>
        <RegistrationForm
          initialName={user.publicName ?? user.displayName}
          onRegistered={() => {
            toast.success(registrationMessages.done);
            void navigate(back);
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <PageTitle title={registrationMessages.title} />
      <div className="card p-6 sm:p-8">
        <h1 className="mb-3 text-2xl font-extrabold text-yerba-900">{registrationMessages.title}</h1>
        {body}
      </div>
    </div>
  );
}
