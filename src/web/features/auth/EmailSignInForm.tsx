import { useId, useState, type FormEvent } from 'react';
import { authMessages } from '../../../shared/messages/auth';
import { sessionMessages } from '../../../shared/messages/session';
import { Field } from '../../components/Field';
import { errorMessage } from '../../lib/api';
import { useEmailLink, usePasswordSignIn } from './api';

/** E-mail sign-in, shown only when AUTH_EMAIL_ENABLED: a one-time link, or e-mail and password. */
export function EmailSignInForm({ onBack, onSignedIn }: { onBack(): void; onSignedIn(): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const link = useEmailLink();
  const passwordSignIn = usePasswordSignIn();
  const busy = link.isPending || passwordSignIn.isPending;
  const problem = link.error ?? passwordSignIn.error;

  const submitPassword = (mode: 'sign-in' | 'sign-up') => (event: FormEvent) => {
    event.preventDefault();
    passwordSignIn.mutate({ mode, email, password }, { onSuccess: onSignedIn });
  };

  if (link.isSuccess) {
    return (
      <div className="mt-6" role="status">
        <p className="font-medium text-yerba-900">{authMessages.linkSent}</p>
        <button type="button" className="btn-ghost mt-3" onClick={onBack}>
          {authMessages.back}
        </button>
      </div>
    );
  }

  return (
    <form className="mt-6 flex flex-col gap-3" onSubmit={submitPassword('sign-in')} noValidate>
      <Field id={`${id}-email`} label={authMessages.emailLabel}>
        {(control) => (
          <input
            {...control}
            className="field-input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <button type="button" className="btn-secondary" disabled={busy} onClick={() => link.mutate(email)}>
        {authMessages.sendLink}
      </button>
      <Field id={`${id}-password`} label={authMessages.passwordLabel}>
        {(control) => (
          <input
            {...control}
            className="field-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className="btn-primary flex-1" disabled={busy}>
          {authMessages.signInWithPassword}
        </button>
        <button
          type="button"
          className="btn-secondary flex-1"
          disabled={busy}
          onClick={submitPassword('sign-up')}
        >
          {authMessages.createAccount}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorMessage(problem, sessionMessages.signInFailed)}
        </p>
      )}
      <button type="button" className="btn-ghost" onClick={onBack}>
        {authMessages.back}
      </button>
    </form>
  );
}
