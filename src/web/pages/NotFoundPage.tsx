import { Compass } from 'lucide-react';
import { appMessages } from '../../shared/messages/common';
import { mateMessages } from '../../shared/messages/mates';
import { PageState } from '../components/PageState';
import { AppLink } from '../components/AppLink';

export function NotFoundPage() {
  return (
    <PageState
      icon={Compass}
      missing
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

/** A mate or person that is not there (or could not be read), with the way back to the list. */
export function MissingPage({ title }: { title: string }) {
  return (
    <PageState
      icon={Compass}
      missing
      title={title}
      action={
        <AppLink to="/mates" className="btn-primary">
          {mateMessages.back}
        </AppLink>
      }
    />
  );
}
