import { useLocation, useNavigate, useParams } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { appMessages } from '../../shared/messages/common';
import { mateFormMessages } from '../../shared/messages/mate-form';
import { safeRedirectPath } from '../../shared/safe-redirect';
import { PageTitle } from '../components/PageTitle';
import { RequireSignIn } from '../components/RequireSignIn';
import { AppLink } from '../components/AppLink';
import { useToast } from '../components/ToastProvider';
import { EmptyState } from '../components/ui/EmptyState';
import { PageSpinner } from '../components/ui/Spinner';
import { useMateForEdit, useUpdateMate } from '../features/mates/api';
import { MateForm } from '../features/mates/MateForm';
import { EditMatePhotos } from '../features/mates/photos/EditMatePhotos';
import { ApiError } from '../lib/api';

/** /editar-mate/{id}: saving or cancelling returns to where the edit started (default /perfil). */
export function EditMatePage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle title={mateFormMessages.editTitle} />
      <h1 className="mb-6 text-3xl font-extrabold text-yerba-900">{mateFormMessages.editTitle}</h1>
      <RequireSignIn level={2}>{() => <EditMate />}</RequireSignIn>
    </div>
  );
}

function EditMate() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const mate = useMateForEdit(id);
  const update = useUpdateMate(id);
  const origin = safeRedirectPath((location.state as { from?: string } | null)?.from, '/perfil');

  if (mate.isPending) return <PageSpinner />;
  if (mate.isError) {
    const status = mate.error instanceof ApiError ? mate.error.status : 0;
    const title =
      status === 404
        ? mateFormMessages.editNotFound
        : status === 403
          ? mateFormMessages.noEditPermission
          : mateFormMessages.editLoadFailed;
    return (
      <EmptyState
        icon={TriangleAlert}
        title={title}
        action={
          <AppLink to={origin} className="btn-primary">
            {appMessages.cancel}
          </AppLink>
        }
      />
    );
  }
  const m = mate.data;
  return (
    <div className="flex flex-col gap-6">
      <EditMatePhotos mate={m} />
      <div className="card p-6 sm:p-8">
        <MateForm
          mode="edit"
          initial={{
            name: m.name,
            description: m.description,
            pricePerDay: m.pricePerDay === null ? '' : String(m.pricePerDay),
            location: m.location,
          }}
          submitting={update.isPending}
          onCancel={() => void navigate(origin)}
          onSubmit={async (fields) => {
            await update.mutateAsync(fields);
            toast.success(mateFormMessages.editSuccess);
            void navigate(origin);
          }}
        />
      </div>
    </div>
  );
}
