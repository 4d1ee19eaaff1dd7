import { navMessages } from '../../../shared/messages/common';
import { useLoginPrompt } from '../../components/LoginPromptProvider';

export function SignInButton() {
  const { openLogin } = useLoginPrompt();
  return (
    <button type="button" className="btn-primary" onClick={openLogin}>
      {navMessages.signIn}
    </button>
  );
}
