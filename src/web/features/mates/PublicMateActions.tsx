import { messages } from '../../../shared/messages';
import { AppLink } from '../../components/app-link';

/** "Ver Detalles": a link for signed-in people; for logged-out visitors on the list, the login modal (spec §6). */
export function ViewDetails({
  mateId,
  name,
  onGuarded,
}: {
  mateId: string;
  name: string;
  onGuarded?: () => void;
}) {
  const label = `${messages.mates.viewDetails}: ${name}`;
  if (onGuarded) {
    return (
      <button type="button" className="btn-primary w-full" aria-label={label} onClick={onGuarded}>
        {messages.mates.viewDetails}
      </button>
    );
  }
  return (
    <AppLink to={`/mates/${mateId}`} className="btn-primary w-full" aria-label={label}>
      {messages.mates.viewDetails}
    </AppLink>
  );
}
