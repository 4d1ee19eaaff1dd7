import { useMutation } from '@tanstack/react-query';
import { contactFormMessages } from '../../../shared/messages/contact-form';
import { Field, FormError } from '../../components/Field';
import type { ContactFormInput } from '../../../shared/schemas/contact';
import { routes } from '../../../shared/contract/routes';
import { call } from '../../lib/api';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { useCheckedForm } from '../../lib/use-checked-form';

const checkContact = lazySchemaResolver(() =>
  import('../../../shared/schemas/contact').then((m) => m.contactFormSchema),
);

/** The FAQ contact form (spec §2): name, e-mail, optional city, comments; the spec's success or error message. */
export function ContactForm() {
  const send = useMutation({
    mutationFn: (values: ContactFormInput) => call(routes.contact.send, { body: values }),
  });
  const form = useCheckedForm(checkContact, {
    mode: 'onTouched',
    defaultValues: { name: '', email: '', city: '', comments: '' },
  });

  const submit = form.submit(
    async (values) => {
      await send.mutateAsync(values);
      form.reset();
    },
    { fallback: contactFormMessages.error },
  );

  const field = (
    name: keyof ContactFormInput,
    label: string,
    type: 'text' | 'email' | 'textarea',
    autoComplete?: string,
  ) => (
    <Field label={label} error={form.fieldError(name)}>
      {(control) =>
        type === 'textarea' ? (
          <textarea {...control} className="field-input min-h-32" {...form.register(name)} />
        ) : (
          <input
            {...control}
            type={type}
            className="field-input"
            autoComplete={autoComplete}
            {...form.register(name)}
          />
        )
      }
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', contactFormMessages.nameLabel, 'text', 'name')}
        {field('email', contactFormMessages.emailLabel, 'email', 'email')}
      </div>
      {field('city', contactFormMessages.cityLabel, 'text', 'address-level2')}
      {field('comments', contactFormMessages.commentsLabel, 'textarea')}
      <div role="status">
        {send.isSuccess && (
          <p className="rounded-lg bg-yerba-100 px-4 py-3 font-semibold text-yerba-900">
            {contactFormMessages.success}
          </p>
        )}
      </div>
      <FormError message={form.formError} />
      <button type="submit" className="btn-primary self-start px-6 py-3" disabled={send.isPending}>
        {send.isPending ? contactFormMessages.submitting : contactFormMessages.submit}
      </button>
    </form>
  );
}
