import { mateMessages } from '../../../shared/messages/mates';
import { AppLink } from '../../components/AppLink';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useSession } from '../../lib/session';
import { matePath } from '../../../shared/app-routes';

/**
 * "Ver Detalles" on any card: the link to the mate's page. A logged-out visitor who clicks it gets the
 * login modal instead (spec §2, §6); the link itself stays, for search engines and pages without scripts.
 */
export function ViewDetails({
  mateId,
  name,
  days,
}: {
  mateId: string;
  name: string;
  /** The days searched for: the booking panel starts with them. */
  days?: { from: string; to: string };
}) {
  const { user, loading } = useSession();
  const { openLogin } = useLoginPrompt();
  const signedOut = !user && !loading;
  return (
    <AppLink
      to={`${matePath(mateId)}${days?.from && days.to ? `?${new URLSearchParams({ desde: days.from, hasta: days.to })}` : ''}`}
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
