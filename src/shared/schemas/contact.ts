import * as z from 'zod';
import { errorMessages } from '../messages/common.js';
import { contactFormMessages } from '../messages/contact-form.js';
import { requiredText } from './common.js';

/** Spec §5: name, e-mail and comments required; city optional. */
export const contactFormSchema = z.object({
  name: requiredText(100, () => contactFormMessages.nameTooLong),
  email: z
    .string({ error: () => errorMessages.requiredField })
    .trim()
    .min(1, { error: () => errorMessages.requiredField })
    .pipe(
      z
        .email({ error: () => contactFormMessages.emailInvalid })
        .max(254, { error: () => contactFormMessages.emailInvalid }),
    ),
  city: z
    .string()
    .trim()
    .max(100, { error: () => contactFormMessages.cityTooLong })
    .nullable()
    .optional()
    .transform((city) => city || null),
  comments: requiredText(2000, () => contactFormMessages.commentsTooLong),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
