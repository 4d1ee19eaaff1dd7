import { useHref, useLocation } from 'react-router';
import { navMessages } from '../../../shared/messages/common';
import { useLoginPrompt } from '../../components/LoginPromptProvider';

/** /auth with the way back to where the person is (the page honours only same-origin paths). */
export function signInPath(returnTo: string) {
  return returnTo === '/' ? '/auth' : `/auth?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * A link to /auth, so it leads somewhere without JavaScript; once the app runs, a plain click opens the
 * login modal on the page instead (a click with a modifier still opens /auth, in a new tab if asked).
 */
export function SignInButton() {
  const { openLogin } = useLoginPrompt();
  const { pathname, search } = useLocation();
  // In the page's language: useHref puts its prefix (/en) before the app's own path.
  const href = useHref(pathname === '/auth' ? `${pathname}${search}` : signInPath(`${pathname}${search}`));
  return (
    <a
      href={href}
      className="btn-primary"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openLogin();
      }}
    >
      {navMessages.signIn}
    </a>
  );
}
