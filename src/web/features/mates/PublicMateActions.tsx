import { mateMessages } from '../../../shared/messages/mates';
import { AppLink } from '../../components/AppLink';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useSession } from '../../lib/session';

/**
 * "Ver Detalles" on any card: the link to the mate's page. A logged-out visitor who clicks it gets the
 * login modal instead (spec §2, §6); the link itself stays, for search engines and pages without scripts.
 */
export function ViewDetails({ mateId, name }: { mateId: string; name: string }) {
  const { user, loading } = useSession();
  const { openLogin } = useLoginPrompt();
  const signedOut = !user && !loading;
  return (
    <AppLink
      to={`/mates/${mateId}`}
      className="btn-primary w-full"
      aria-label={`${mateMessages.viewDetails}: ${name}`}
      onClick={(event) => {
        if (!signedOut) return;
        event.preventDefault();
        openLogin();
      }}
    >
      {mateMessages.viewDetails}
    </AppLink>
  );
}
