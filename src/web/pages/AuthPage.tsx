import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../shared/messages';
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
        <p className="text-stone-700">{messages.registration.signInFirst}</p>
        <button type="button" className="btn-primary mt-6 py-3" onClick={openLogin}>
          {messages.nav.signIn}
        </button>
      </>
    );
  } else if (isRegistered) {
    body = (
      <>
        <p className="text-stone-700">{messages.registration.alreadyRegistered}</p>
        <AppLink to={back} className="btn-primary mt-6">
          {messages.registration.continue}
        </AppLink>
      </>
    );
  } else {
    body = (
      <>
        <p className="mb-6 text-stone-700">{messages.registration.intro}</p>
        <RegistrationForm
          initialName={user.publicName ?? user.displayName}
          onRegistered={() => {
            toast.success(messages.registration.done);
            navigate(back);
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <PageTitle title={messages.registration.title} />
      <div className="card p-6 sm:p-8">
        <h1 className="mb-3 text-2xl font-extrabold text-yerba-900">{messages.registration.title}</h1>
        {body}
      </div>
    </div>
  );
}
