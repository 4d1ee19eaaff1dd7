import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { authMessages } from '../../../shared/messages/auth';
import { sessionMessages } from '../../../shared/messages/session';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useAsyncHandler } from '../../components/use-async-handler';
import { signInWithGoogle } from './api';
import { EmailSignInForm } from './EmailSignInForm';

/** Spec §2 login modal: Unite a la comunidad, Google, optional e-mail, Seguir explorando. */
export function LoginModal() {
  const { isOpen, setOpen, restoreFocus } = useLoginPrompt();
  const { config } = useSession();
  const [step, setStep] = useState<'options' | 'email'>('options');
  const [problem, setProblem] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setStep('options');
      setProblem(null);
    }
  };

  const continueWithGoogle = async () => {
    if (config?.googleSignIn === 'unavailable') {
      setProblem(authMessages.googleUnavailable);
      return;
    }
    setRedirecting(true);
    try {
      await signInWithGoogle();
    } catch (error) {
      console.warn('Error signing in with Google:', error);
      setProblem(errorMessage(error, sessionMessages.signInFailed));
      setRedirecting(false);
    }
  };
  const onContinueWithGoogle = useAsyncHandler(continueWithGoogle);

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-2xl font-extrabold text-yerba-900">
            {authMessages.modalTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {authMessages.modalSubtitle}
          </Dialog.Description>
          {step === 'options' ? (
            <div className="mt-6 flex flex-col gap-3">
              <button
                type="button"
                className="btn-primary py-3"
                onClick={onContinueWithGoogle}
                disabled={redirecting}
              >
                <GoogleMark />
                {authMessages.continueWithGoogle}
              </button>
              {config?.emailSignIn && (
                <button type="button" className="btn-secondary py-3" onClick={() => setStep('email')}>
                  {authMessages.continueWithEmail}
                </button>
              )}
              {problem && (
                <p role="alert" className="text-sm font-medium text-red-800">
                  {problem}
                </p>
              )}
            </div>
          ) : (
            <EmailSignInForm onBack={() => setStep('options')} onSignedIn={() => onOpenChange(false)} />
          )}
          <Dialog.Close className="btn-ghost mt-4 w-full">{authMessages.keepExploring}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 rounded-full bg-white p-0.5">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
