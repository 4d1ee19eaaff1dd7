import { Users } from 'lucide-react';
import { contactsMessages } from '../../shared/messages/contacts';
import { PageTitle } from '../components/PageTitle';
import { RequireSignIn } from '../components/RequireSignIn';
import { AppLink } from '../components/AppLink';
import { EmptyState } from '../components/ui/EmptyState';

/** Spec: /contactos is a placeholder "Mis Contactos" with an empty state. */
export function ContactsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title={contactsMessages.title} />
      <RequireSignIn>
        {() => (
          <>
            <h1 className="mb-6 text-3xl font-extrabold text-yerba-900">{contactsMessages.title}</h1>
            <EmptyState
              icon={Users}
              title={contactsMessages.emptyTitle}
              body={contactsMessages.emptyBody}
              action={
                <AppLink to="/mates" className="btn-primary">
                  {contactsMessages.emptyAction}
                </AppLink>
              }
            />
          </>
        )}
      </RequireSignIn>
    </div>
  );
}
