import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { contactFormSchema, type ContactFormInput } from '../../../shared/schemas/contact';
import { api, ApiError } from '../../lib/api';

/** The FAQ contact form (spec §2): name, e-mail, optional city, comments; the spec's success or error message. */
export function ContactForm() {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
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
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      form.reset();
      setOutcome('sent');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof ContactFormInput, { message });
      }
      setOutcome('failed');
    }
  });

  const field = (
    name: keyof ContactFormInput,
    label: string,
    type: 'text' | 'email' | 'textarea',
    autoComplete?: string,
  ) => {
    const error = errors[name]?.message;
    const props = {
      id: `contact-${name}`,
      className: `field-input ${type === 'textarea' ? 'min-h-32' : ''}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
      autoComplete,
      ...form.register(name),
    };
    return (
      <div>
        <label htmlFor={`contact-${name}`} className="field-label">
          {label}
        </label>
        {type === 'textarea' ? <textarea {...props} /> : <input type={type} {...props} />}
        {error && (
          <p id={`contact-${name}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', messages.faq.nameLabel, 'text', 'name')}
        {field('email', messages.faq.emailLabel, 'email', 'email')}
      </div>
      {field('city', messages.faq.cityLabel, 'text', 'address-level2')}
      {field('comments', messages.faq.commentsLabel, 'textarea')}
      <div role="status">
        {outcome === 'sent' && (
          <p className="rounded-lg bg-yerba-100 px-4 py-3 font-semibold text-yerba-900">
            {messages.faq.success}
          </p>
        )}
      </div>
      <div role="alert">
        {outcome === 'failed' && (
          <p className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-900">{messages.faq.error}</p>
        )}
      </div>
      <button type="submit" className="btn-primary self-start px-6 py-3" disabled={send.isPending}>
        {send.isPending ? messages.faq.submitting : messages.faq.submit}
      </button>
    </form>
  );
}
