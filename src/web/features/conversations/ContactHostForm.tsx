import { useEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useController } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, LONG_TOAST_MS } from '../../../shared/constants';
import { conversationMessages } from '../../../shared/messages/conversations';
import { contactHostSchema } from '../../../shared/schemas/conversations';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { useSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useContactHost } from './api';

/**
 * Spec §2/§5: a message to the host from the detail (required, up to 500; Enter sends). A secondary
 * action under the booking panel: the box opens on demand, so the page holds one box at a time.
 */
export function ContactHostForm({ mate }: { mate: MateDetail }) {
  const { user, isRegistered } = useSession();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);
  const contact = useContactHost(mate.id);
  const toast = useToast();
  const form = useSchemaForm(contactHostSchema, { defaultValues: { content: '' } });
  const { field } = useController({ control: form.control, name: 'content' });
  // Someone with a booking of this mate already has its chat ("Coordinar entrega").
  if (!user || !isRegistered || mate.viewer.isOwner || mate.viewer.booking?.conversationId) return null;
  const conversationId = contact.data?.conversationId;

  const send = form.submit(
    async ({ content }) => {
      if (contact.isPending) return;
      await contact.mutateAsync(content);
      form.reset();
      toast.success(conversationMessages.contactSent, { duration: LONG_TOAST_MS });
    },
    { fallback: conversationMessages.createFailed },
  );

  return (
    <div className="mt-3">
      <button
        type="button"
        className="btn-secondary w-full"
        aria-expanded={open}
        aria-controls="contact-host"
        onClick={() => setOpen(!open)}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
        {conversationMessages.contactTitle}
      </button>
      <form
        id="contact-host"
        hidden={!open}
        className="mt-3 flex flex-col gap-3"
        onSubmit={send}
        noValidate
        aria-label={conversationMessages.contactTitle}
      >
        <MessageBox
          label={conversationMessages.contactLabel}
          value={field.value}
          onChange={field.onChange}
          onSend={() => void send()}
          max={CONTACT_MESSAGE_MAX}
          counter={conversationMessages.contactCounter}
          placeholder={conversationMessages.contactPlaceholder}
          hint={conversationMessages.composerHint}
          error={form.fieldError('content')}
          textareaRef={box}
        />
        <FormError message={form.formError} />
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
    </div>
  );
}
