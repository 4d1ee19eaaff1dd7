import { conversationMessages } from '../../shared/messages/conversations';
import { PageTitle } from '../components/PageTitle';
import { RequireSignIn } from '../components/RequireSignIn';
import { Inbox, InboxSkeleton } from '../features/conversations/Inbox';

export function ConversationsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={conversationMessages.title} />
      <h1 className="mb-6 text-3xl font-extrabold text-yerba-900">{conversationMessages.title}</h1>
      <RequireSignIn level={2} skeleton={<InboxSkeleton />}>
        {() => <Inbox />}
      </RequireSignIn>
    </div>
  );
}
