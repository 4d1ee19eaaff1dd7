import { useLocation } from 'react-router';
import { registrationMessages } from '../../shared/messages/registration';
import { AppLink } from './AppLink';

/** What a Visitante sees instead of book / publish / message: a link to /auth that comes back here. */
export function RegisterPrompt({ text = registrationMessages.registerPrompt }: { text?: string }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="rounded-xl border border-calabaza-300 bg-calabaza-100 p-4">
      <p className="text-stone-900">{text}</p>
      <AppLink to={`/auth?redirect=${encodeURIComponent(back)}`} className="btn-primary mt-3">
        {registrationMessages.registerAction}
      </AppLink>
    </div>
  );
}
