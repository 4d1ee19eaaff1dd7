import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { contactFormMessages } from '../../../shared/messages/contact-form';
import { Field } from '../../components/Field';
import { contactFormSchema, type ContactFormInput } from '../../../shared/schemas/contact';
import { api, ApiError } from '../../lib/api';

/** The FAQ contact form (spec §2): name, e-mail, optional city, comments; the spec's success or error message. */
export function ContactForm() {
  const send = useMutation({
    mutationFn: (values: ContactFormInput) => api('/api/contact', { method: 'POST', json: values }),
  });
  const form = useForm<ContactFormInput>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', city: '', comments: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof ContactFormInput, { message });
      }
    }
  });

  const field = (
    name: keyof ContactFormInput,
    label: string,
    type: 'text' | 'email' | 'textarea',
    autoComplete?: string,
  ) => (
    <Field id={`contact-${name}`} label={label} error={errors[name]?.message}>
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
      <div role="alert">
        {send.isError && (
          <p className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-900">
            {contactFormMessages.error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary self-start px-6 py-3" disabled={send.isPending}>
        {send.isPending ? contactFormMessages.submitting : contactFormMessages.submit}
      </button>
    </form>
  );
}
