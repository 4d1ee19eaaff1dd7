import { useState } from 'react';
import { CONTACT_MESSAGE_MAX, LONG_TOAST_MS } from '../../../shared/constants';
import { conversationMessages } from '../../../shared/messages/conversations';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useContactHost } from './api';

/** Spec §2/§5: a message to the host from the detail (required, up to 500; Enter sends). */
export function ContactHostForm({ mate }: { mate: MateDetail }) {
  const { user, isRegistered } = useSession();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const contact = useContactHost(mate.id);
  const toast = useToast();
  if (!user || !isRegistered || mate.viewer.isOwner) return null;
  const conversationId = contact.data?.conversationId;

  const send = async () => {
    if (contact.isPending) return;
    if (!content.trim()) return setProblem(conversationMessages.contactRequired);
    if (content.length > CONTACT_MESSAGE_MAX) return setProblem(conversationMessages.contactTooLong);
    setProblem(null);
    try {
      await contact.mutateAsync(content);
      setContent('');
      toast.success(conversationMessages.contactSent, { duration: LONG_TOAST_MS });
    } catch (error) {
      setProblem(errorMessage(error, conversationMessages.createFailed));
    }
  };

  return (
    <section className="card p-6" aria-labelledby="contact-title">
      <h2 id="contact-title" className="text-lg font-bold text-stone-900">
        {conversationMessages.contactTitle}
      </h2>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <MessageBox
          label={conversationMessages.contactLabel}
          value={content}
          onChange={setContent}
          onSend={() => void send()}
          max={CONTACT_MESSAGE_MAX}
          counter={conversationMessages.contactCounter}
          placeholder={conversationMessages.contactPlaceholder}
          hint={conversationMessages.composerHint}
          error={problem}
        />
        <button type="submit" className="btn-secondary" disabled={contact.isPending}>
          {contact.isPending ? conversationMessages.sending : conversationMessages.contactSend}
        </button>
        {conversationId && (
          <AppLink
            to={`/conversations/${conversationId}`}
            className="text-center text-sm font-semibold text-yerba-800 underline"
          >
            {conversationMessages.openChat}
          </AppLink>
        )}
      </form>
    </section>
  );
}
