import { messages } from '../../../shared/messages';
import { useLoginPrompt } from '../../components/LoginPromptProvider';

export function SignInButton() {
  const { openLogin } = useLoginPrompt();
  return (
    <button type="button" className="btn-primary" onClick={openLogin}>
      {messages.nav.signIn}
    </button>
  );
}
