import { useLocation, useNavigate } from 'react-router';
import { mateFormMessages } from '../../shared/messages/mate-form';
import { matePhotoMessages } from '../../shared/messages/mate-photos';
import type { SessionUser } from '../../shared/schemas/session';
import { PageTitle } from '../components/PageTitle';
import { RegisterPrompt } from '../components/RegisterPrompt';
import { RequireSignIn } from '../components/RequireSignIn';
import { useToast } from '../components/ToastProvider';
import { usePublishMate } from '../features/mates/photos/photo-api';
import { MateForm } from '../features/mates/MateForm';
import { useSession } from '../lib/session';
import { APP_PAGES } from '../../shared/app-routes';

/** /publicar and /new-mate: on success to /mis-mates; Cancelar goes back. */
export function PublishPage() {
  const { isRegistered } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const publish = usePublishMate();

  const form = (user: SessionUser) =>
    isRegistered ? (
      <div className="card p-6 sm:p-8">
        <MateForm
          mode="publish"
          initial={{ name: '', description: '', pricePerDay: '', location: user.location }}
          submitting={publish.isPending}
          // Back where they came from; opened directly, there is no "back" inside the app.
          onCancel={() => void (location.key === 'default' ? navigate('/') : navigate(-1))}
          onSubmit={async (fields, photos, report) => {
            const { mate, failed } = await publish.mutateAsync({ fields, photos, report });
            if (failed.length === 0) {
              toast.success(mateFormMessages.publishSuccess);
              return void navigate(APP_PAGES.myMates);
            }
            // Published, some photos short: the edit page names them, says why, and can send them again.
            // The files travel in the history entry (structured clone keeps File objects).
            toast.error(matePhotoMessages.someUploadsFailed);
            void navigate(`/editar-mate/${mate.id}`, { state: { notSent: failed } });
          }}
        />
      </div>
    ) : (
      <RegisterPrompt text={mateFormMessages.mustRegisterToPublish} />
    );

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle title={mateFormMessages.publishTitle} />
      <h1 className="text-3xl font-extrabold text-yerba-900">{mateFormMessages.publishTitle}</h1>
      <p className="mt-2 mb-6 text-stone-700">{mateFormMessages.publishIntro}</p>
      <RequireSignIn level={2} title={mateFormMessages.mustSignInToPublish} body={null}>
        {form}
      </RequireSignIn>
    </div>
  );
}
