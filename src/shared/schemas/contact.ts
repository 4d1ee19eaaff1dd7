import * as z from 'zod';
import { messages } from '../messages.js';
import { requiredText } from './common.js';

/** Spec §5: name, e-mail and comments required; city optional. */
export const contactFormSchema = z.object({
  name: requiredText(100, messages.faq.nameTooLong),
  email: z
    .string({ error: messages.errors.requiredField })
    .trim()
    .min(1, messages.errors.requiredField)
    .pipe(z.email({ error: messages.faq.emailInvalid }).max(254, messages.faq.emailInvalid)),
  city: z
    .string()
    .trim()
    .max(100, messages.faq.cityTooLong)
    .nullable()
    .optional()
    .transform((city) => city || null),
  comments: requiredText(2000, messages.faq.commentsTooLong),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
