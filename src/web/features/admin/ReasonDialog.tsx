import { useState } from 'react';
import { useController } from 'react-hook-form';
import * as z from 'zod';
import { adminMessages } from '../../../shared/messages/admin';
import { adminReasonSchema, resolveReportSchema } from '../../../shared/schemas/admin';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { useToast } from '../../components/ToastProvider';
import { FormSheet } from '../../components/ui/FormSheet';
import { useSchemaForm } from '../../lib/use-schema-form';

const schemas = {
  reason: z.object({ text: adminReasonSchema.shape.reason }),
  note: z.object({ text: resolveReportSchema.shape.note }),
};

/**
 * An operator's action that needs words: a dialog with one required text ("Motivo" or "Nota") that goes
 * to the audit log (and, for a hidden mate, to its host).
 */
export function ReasonDialog({
  kind,
  trigger,
  triggerLabel,
  title,
  description,
  confirm,
  danger = false,
  done,
  onSubmit,
}: {
  kind: keyof typeof schemas;
  trigger: string;
  /** The trigger's accessible name when its text alone does not say on what it acts. */
  triggerLabel?: string;
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
  /** The toast once done. */
  done: string;
  onSubmit(text: string): Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const form = useSchemaForm(schemas[kind], { defaultValues: { text: '' } });
  const { field } = useController({ control: form.control, name: 'text' });

  return (
    <FormSheet
      onClose={() => form.reset()}
      trigger={
        <button
          type="button"
          className={danger ? 'btn-ghost text-red-800' : 'btn-secondary'}
          aria-label={triggerLabel}
        >
          {trigger}
        </button>
      }
      title={title}
      description={description}
    >
      {({ close }) => (
        <form
          className="flex flex-col gap-3"
          onSubmit={form.submit(
            async ({ text }) => {
              if (pending) return;
              setPending(true);
              try {
                await onSubmit(text);
              } finally {
                setPending(false);
              }
              close();
              toast.success(done);
            },
            { fallback: adminMessages.actionFailed },
          )}
          noValidate
        >
          <MessageBox
            label={kind === 'note' ? adminMessages.noteLabel : adminMessages.reasonLabel}
            value={field.value}
            onChange={field.onChange}
            max={1000}
            counter={adminMessages.reasonCounter}
            error={form.fieldError('text')}
            // Registered with the form: sent empty, the box takes focus beside its "required" message.
            textareaRef={field.ref}
          />
          <FormError message={form.formError} />
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <button
              type="submit"
              className={`${danger ? 'btn-danger' : 'btn-primary'} flex-1`}
              aria-disabled={pending}
            >
              {pending ? adminMessages.saving : confirm}
            </button>
            <button type="button" className="btn-ghost flex-1" onClick={close}>
              {adminMessages.cancel}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}
