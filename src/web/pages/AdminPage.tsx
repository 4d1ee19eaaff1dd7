import { adminMessages } from '../../shared/messages/admin';
import { PageTitle } from '../components/PageTitle';
import { RequireSignIn } from '../components/RequireSignIn';
import { AdminConsole } from '../features/admin/AdminConsole';
import { NotFoundPage } from './NotFoundPage';

/** /admin: the operator console. To anyone who is not an operator it is a page that does not exist. */
export function AdminPage() {
  return (
    <RequireSignIn>
      {(user) =>
        user.isAdmin ? (
          <div className="mx-auto max-w-4xl px-4 py-8">
            <PageTitle title={adminMessages.title} />
            <h1 className="text-3xl font-extrabold text-yerba-900">{adminMessages.title}</h1>
            <p className="mt-1 text-stone-700">{adminMessages.intro}</p>
            <AdminConsole />
          </div>
        ) : (
          <NotFoundPage />
        )
      }
    </RequireSignIn>
  );
}
