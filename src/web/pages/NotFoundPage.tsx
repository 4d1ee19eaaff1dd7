import { Compass } from 'lucide-react';
import { appMessages } from '../../shared/messages/common';
import { PageState } from '../components/PageState';
import { AppLink } from '../components/AppLink';

export function NotFoundPage() {
  return (
    <PageState
      icon={Compass}
      title={appMessages.notFoundTitle}
      body={appMessages.notFoundBody}
      action={
        <AppLink to="/" className="btn-primary">
          {appMessages.notFoundAction}
        </AppLink>
      }
    />
  );
}
