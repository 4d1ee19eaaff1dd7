import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { PageTitle } from '../components/PageTitle';
import { RegisterPrompt } from '../components/RegisterPrompt';
import { useLoginPrompt } from '../components/login-prompt';
import { useToast } from '../components/toast';
import { EmptyState } from '../components/ui/EmptyState';
import { PageSpinner } from '../components/ui/Spinner';
import { usePublishMate } from '../features/mates/api';
import { MateForm } from '../features/mates/MateForm';
import { errorMessage } from '../lib/api';
import { useSession } from '../lib/session';

/** /publicar and /new-mate: on success to /mis-mates; Cancelar goes back. */
export function PublishPage() {
  const { user, loading, isRegistered } = useSession();
  const { openLogin } = useLoginPrompt();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const publish = usePublishMate();

  let body;
  if (loading) body = <PageSpinner />;
  else if (!user) {
    body = (
      <EmptyState
        icon="🔒"
        title={messages.mates.mustSignInToPublish}
        action={
          <button type="button" className="btn-primary" onClick={openLogin}>
            {messages.nav.signIn}
          </button>
        }
      />
    );
  } else if (!isRegistered) {
    body = <RegisterPrompt text={messages.mates.mustRegisterToPublish} />;
  } else {
    body = (
      <div className="card p-6 sm:p-8">
        <MateForm
          mode="publish"
          initial={{ name: '', description: '', pricePerDay: '', location: user.location }}
          submitting={publish.isPending}
          // Back where they came from; opened directly, there is no "back" inside the app.
          onCancel={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
          onSubmit={async (fields, photo) => {
            try {
              await publish.mutateAsync({ fields, photo });
            } catch (error) {
              toast.error(errorMessage(error, messages.mates.publishFailed));
              throw error;
            }
            toast.success(messages.mates.publishSuccess);
            navigate('/mis-mates');
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle title={messages.mates.publishTitle} />
      <h1 className="text-3xl font-extrabold text-yerba-900">{messages.mates.publishTitle}</h1>
      <p className="mt-2 mb-6 text-stone-700">{messages.mates.publishIntro}</p>
      {body}
    </div>
  );
}
