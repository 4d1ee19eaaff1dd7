import { MailX } from 'lucide-react';
import { fill } from '../../../shared/format';
import { notificationPreferenceMessages as m } from '../../../shared/messages/notification-preferences';
import { AppLink } from '../../components/AppLink';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useUnsubscribe, useUnsubscribeState } from './api';
import { APP_PAGES } from '../../../shared/app-routes';

function ManageLink() {
  return (
    <AppLink to={APP_PAGES.notificationSettings} className="btn-secondary self-start">
      {m.manage}
    </AppLink>
  );
}

/**
 * An e-mail's "Dejar de recibir correos de …" link: opening it only asks (mail scanners open links); the
 * button posts, and the page confirms. No session needed.
 */
export function UnsubscribeCard({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  let body;
  if (!token || state.isError) {
    body = (
      <>
        <p role="alert" className="text-stone-800">
          {token ? errorMessage(state.error, m.invalidToken) : m.invalidToken}
        </p>
        <ManageLink />
      </>
    );
  } else if (state.isPending) {
    body = <Spinner />;
  } else {
    const category = m.categories[state.data.category];
    body = state.data.email ? (
      <>
        <p className="text-lg font-semibold text-stone-900">{fill(m.unsubscribeQuestion, { category })}</p>
        <p className="text-stone-700">{m.unsubscribeBody}</p>
        {unsubscribe.isError && (
          <p role="alert" className="text-red-800">
            {errorMessage(unsubscribe.error, m.unsubscribeFailed)}
          </p>
        )}
        <button
          type="button"
          className="btn-primary self-start"
          aria-disabled={unsubscribe.isPending || undefined}
          onClick={() => {
            if (!unsubscribe.isPending) unsubscribe.mutate();
          }}
        >
          {unsubscribe.isPending ? m.unsubscribing : fill(m.unsubscribeButton, { category })}
        </button>
      </>
    ) : (
      <>
        <p role="status" className="text-lg font-semibold text-stone-900">
          {fill(unsubscribe.isSuccess ? m.unsubscribed : m.alreadyUnsubscribed, { category })}
        </p>
        <ManageLink />
      </>
    );
  }
  return (
    <div className="card flex flex-col gap-4 p-6">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-yerba-900">
        <MailX aria-hidden="true" className="h-8 w-8" />
        {m.unsubscribeTitle}
      </h1>
      {body}
    </div>
  );
}
