import * as z from 'zod';
import { authMessages } from '../messages/auth.js';

/** RFC 5321's limit on an address, and the name's on the registration form. */
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
const PASSWORD_MAX = 128;

const requiredString = (
  max: number,
  tooLong: () => string,
  missing: () => string = () => authMessages.missingCredentials,
) =>
  z
    .string({ error: missing })
    .refine((value) => value.trim() !== '', { error: missing })
    .refine((value) => value.length <= max, { error: tooLong });

/** What e-mail sign-in takes; other fields (callbackURL…) pass through to the auth library. */
export const emailSignInSchema = z.looseObject({
  email: requiredString(EMAIL_MAX, () => authMessages.emailTooLong),
  password: requiredString(PASSWORD_MAX, () => authMessages.invalidCredentials),
});

export const emailSignUpSchema = emailSignInSchema.extend({
  name: z
    .string()
    .max(NAME_MAX, { error: () => authMessages.nameTooLong })
    .optional(),
});

export const magicLinkSchema = z.looseObject({
  email: requiredString(
    EMAIL_MAX,
    () => authMessages.emailTooLong,
    () => authMessages.missingEmail,
  ),
  name: z
    .string()
    .max(NAME_MAX, { error: () => authMessages.nameTooLong })
    .optional(),
});

/** Native clients (the mobile apps) trade a password for a bearer token: POST /api/auth/token. */
export const tokenRequestSchema = z.object({
  email: requiredString(EMAIL_MAX, () => authMessages.emailTooLong),
  password: requiredString(PASSWORD_MAX, () => authMessages.invalidCredentials),
});

export const tokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
