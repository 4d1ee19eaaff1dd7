import * as z from 'zod';
import { authMessages } from '../../../shared/messages/auth';
import { sessionMessages } from '../../../shared/messages/session';
import { emailSignInSchema, magicLinkSchema } from '../../../shared/schemas/auth';
import { Field, FormError } from '../../components/Field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useEmailLink, usePasswordSignIn } from './api';

/** The link needs only the address (checked alone); the password buttons need both, as the server's schemas say. */
const schema = z.object({
  email: magicLinkSchema.shape.email,
  password: emailSignInSchema.shape.password,
});

/** E-mail sign-in, shown only when AUTH_EMAIL_ENABLED: a one-time link, or e-mail and password. */
export function EmailSignInForm({ onBack, onSignedIn }: { onBack(): void; onSignedIn(): void }) {
  const form = useSchemaForm(schema, { defaultValues: { email: '', password: '' } });
  const link = useEmailLink();
  const passwordSignIn = usePasswordSignIn();
  const busy = link.isPending || passwordSignIn.isPending;
  const failure = { fallback: sessionMessages.signInFailed };

  const submitPassword = (mode: 'sign-in' | 'sign-up') =>
    form.submit(async (values) => {
      await passwordSignIn.mutateAsync({ mode, ...values });
      onSignedIn();
    }, failure);
  const sendLink = async () => {
    if (await form.trigger('email')) await form.run(() => link.mutateAsync(form.getValues('email')), failure);
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
      <Field label={authMessages.emailLabel} error={form.fieldError('email')}>
        {(control) => (
          <input
            {...control}
            className="field-input"
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
        )}
      </Field>
      <button type="button" className="btn-secondary" disabled={busy} onClick={() => void sendLink()}>
        {authMessages.sendLink}
      </button>
      <Field label={authMessages.passwordLabel} error={form.fieldError('password')}>
        {(control) => (
          <input
            {...control}
            className="field-input"
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
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
      <FormError message={form.formError} />
      <button type="button" className="btn-ghost" onClick={onBack}>
        {authMessages.back}
      </button>
    </form>
  );
}
