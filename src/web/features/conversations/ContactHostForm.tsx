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

/** Spec §2/§5: a message to the host from the detail (required, up to 500; Enter sends). */
export function ContactHostForm({ mate }: { mate: MateDetail }) {
  const { user, isRegistered } = useSession();
  const contact = useContactHost(mate.id);
  const toast = useToast();
  const form = useSchemaForm(contactHostSchema, { defaultValues: { content: '' } });
  const { field } = useController({ control: form.control, name: 'content' });
  if (!user || !isRegistered || mate.viewer.isOwner) return null;
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
    <section className="card p-6" aria-labelledby="contact-title">
      <h2 id="contact-title" className="text-lg font-bold text-stone-900">
        {conversationMessages.contactTitle}
      </h2>
      <form className="mt-3 flex flex-col gap-3" onSubmit={send} noValidate>
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
    </section>
  );
}
