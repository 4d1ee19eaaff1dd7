import { useSearchParams } from 'react-router';
import { notificationPreferenceMessages } from '../../shared/messages/notification-preferences';
import { PageHead } from '../components/PageTitle';
import { UnsubscribeCard } from '../features/notification-preferences/UnsubscribeCard';

/** /correos/baja?token=…: where an e-mail's unsubscribe link leads. */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageHead title={notificationPreferenceMessages.unsubscribeTitle} noindex />
      <UnsubscribeCard token={search.get('token') ?? ''} />
    </div>
  );
}
