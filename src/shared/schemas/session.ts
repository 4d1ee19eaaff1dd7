import * as z from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { registrationMessages } from '../messages/registration.js';
import { placeSchema } from './common.js';

export const googleSignInSchema = z.enum(['google', 'development', 'unavailable']);

export const sessionUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  publicName: z.string().nullable(),
  email: z.string(),
  /** The stored role, as is; labels and capabilities derive from it (src/shared/roles.ts). */
  role: z.string(),
  roleLabel: z.string(),
  isRegistered: z.boolean(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  location: placeSchema.nullable(),
  /** An operator: the user menu offers "Panel" (/admin). */
  isAdmin: z.boolean(),
  /**
   * The language the person chose (null: never chose), remembered across devices: their pages follow it,
   * the API answers them in it, and their e-mails and pushes are written in it.
   */
  language: z.enum(LOCALES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /**
   * The live events' position when this answer was made (null when signed out): /api/events opened with
   * it as `lastEventId` replays whatever happened since, so a page loaded with this answer misses nothing.
   */
  lastEventId: z.number().int().nullable(),
  config: z.object({
    googleSignIn: googleSignInSchema,
    emailSignIn: z.boolean(),
    instagramUrl: z.string(),
    tileUrl: z.string(),
    tileAttribution: z.string(),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Public names: 3–30 characters of letters, digits, spaces, ".", "_" and "-"; unique ignoring case. */
export const publicNameSchema = z
  .string({ error: () => registrationMessages.publicNameRequired })
  .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: () => registrationMessages.publicNameRequired })
      .min(3, { error: () => registrationMessages.publicNameLength })
      .max(30, { error: () => registrationMessages.publicNameLength })
      .regex(/^[\p{L}\p{Nd} ._-]+$/u, { error: () => registrationMessages.publicNameCharacters }),
  );

export const registrationSchema = z.object({
  publicName: publicNameSchema,
  city: placeSchema.nullable().optional(),
  acceptTerms: z
    .boolean({ error: () => registrationMessages.termsRequired })
    .refine((accepted) => accepted, { error: () => registrationMessages.termsRequired }),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
