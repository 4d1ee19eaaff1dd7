import { mateMessages } from '../../../shared/messages/mates';
import { AppLink } from '../../components/AppLink';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useSession } from '../../lib/session';

/** "Ver Detalles" on any card: a link for signed-in people; for logged-out visitors, the login modal (spec §2, §6). */
export function ViewDetails({ mateId, name }: { mateId: string; name: string }) {
  const { user, loading } = useSession();
  const { openLogin } = useLoginPrompt();
  const label = `${mateMessages.viewDetails}: ${name}`;
  if (!user && !loading) {
    return (
      <button type="button" className="btn-primary w-full" aria-label={label} onClick={openLogin}>
        {mateMessages.viewDetails}
      </button>
    );
  }
  return (
    <AppLink to={`/mates/${mateId}`} className="btn-primary w-full" aria-label={label}>
      {mateMessages.viewDetails}
    </AppLink>
  );
}
