import { useCallback, useState } from 'react';
import { useController } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, LONG_TOAST_MS } from '../../../shared/constants';
import { conversationMessages } from '../../../shared/messages/conversations';
import { contactHostSchema } from '../../../shared/schemas/conversations';
import type { MateDetail } from '../../../shared/schemas/mates';
import { AppLink } from '../../components/AppLink';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { FormSheet } from '../../components/ui/FormSheet';
import { useSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useContactHost } from './api';
import { ContactHostTrigger, mayContactHost } from './ContactHostTrigger';
import { conversationPath } from '../../../shared/app-routes';

/**
 * Spec §2/§5: a message to the host from the detail (required, up to 500; Enter sends). A secondary
 * action under the booking panel that opens a dialog: the page itself holds one message box, the
 * booking's. Once sent, the dialog closes and the link to the chat stays under the button.
 * `ContactHostButton` shows its button and loads it on first use.
 */
export function ContactHostForm({ mate, defaultOpen = false }: { mate: MateDetail; defaultOpen?: boolean }) {
  const { user, isRegistered } = useSession();
  const [open, setOpen] = useState(defaultOpen);
  // Each opening puts the cursor in the box (the dialog's content mounts anew each time).
  const focusBox = useCallback((box: HTMLTextAreaElement | null) => box?.focus(), []);
  const contact = useContactHost(mate.id);
  const toast = useToast();
  const form = useSchemaForm(contactHostSchema, { defaultValues: { content: '' } });
  const { field } = useController({ control: form.control, name: 'content' });
  if (!mayContactHost(user, isRegistered, mate)) return null;
  const conversationId = contact.data?.conversationId;

  const send = form.submit(
    async ({ content }) => {
      if (contact.isPending) return;
      await contact.mutateAsync(content);
      form.reset();
      setOpen(false);
      toast.success(conversationMessages.contactSent, { duration: LONG_TOAST_MS });
    },
    { fallback: conversationMessages.createFailed },
  );

  return (
    <div className="mt-3 flex flex-col gap-2">
      <FormSheet
        open={open}
        // A draft closed without sending is still there when the dialog opens again.
        onOpenChange={setOpen}
        trigger={<ContactHostTrigger />}
        title={conversationMessages.contactTitle}
      >
        <form className="flex flex-col gap-3" onSubmit={send} noValidate>
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
            textareaRef={focusBox}
          />
          <FormError message={form.formError} />
          <button type="submit" className="btn-primary" aria-disabled={contact.isPending || undefined}>
            {contact.isPending ? conversationMessages.sending : conversationMessages.contactSend}
          </button>
        </form>
      </FormSheet>
      {conversationId && (
        <AppLink
          to={conversationPath(conversationId)}
          className="text-center text-sm font-semibold text-yerba-800 underline"
        >
          {conversationMessages.openChat}
        </AppLink>
      )}
    </div>
  );
}
