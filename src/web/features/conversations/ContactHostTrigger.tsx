import type { ComponentProps } from 'react';
import { MessageCircle } from 'lucide-react';
import { conversationMessages } from '../../../shared/messages/conversations';
import type { MateDetail } from '../../../shared/schemas/mates';
import type { SessionUser } from '../../../shared/schemas/session';

/**
 * A registered person who is not the host and whom the reach policy lets write to them (the server says,
 * `viewer.mayWrite`); someone with a booking of this mate already has its chat.
 */
export function mayContactHost(user: SessionUser | null, isRegistered: boolean, mate: MateDetail) {
  return Boolean(
    user &&
    isRegistered &&
    !mate.viewer.isOwner &&
    mate.viewer.mayWrite &&
    !mate.viewer.booking?.conversationId,
  );
}

/** "Escribile al anfitrión", the same before and after the form's code has loaded (`ContactHostButton`). */
export function ContactHostTrigger(button: ComponentProps<'button'>) {
  return (
    <button type="button" className="btn-secondary w-full" {...button}>
      <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
      {conversationMessages.contactTitle}
    </button>
  );
}
