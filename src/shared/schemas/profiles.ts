import * as z from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { profileMessages } from '../messages/profiles.js';
import { placeSchema, timestampSchema } from './common.js';
import { mateSummarySchema } from './mates.js';
import { publicReviewSchema } from './reviews.js';
import { publicNameSchema, sessionUserSchema } from './session.js';

export const PROFILE_BIO_MAX = 500;

export const profileStatsSchema = z.object({
  matesPublished: z.number().int(),
  matesRented: z.number().int(),
  bookingsMade: z.number().int(),
  /** Published reviews received, as host or guest ("Valoraciones"). */
  reviewsReceived: z.number().int(),
  /** Their average, one decimal; null without reviews. */
  ratingAverage: z.number().nullable(),
});

/** The signed-in person as the session describes them, plus what only the profile page shows. */
export const ownProfileSchema = sessionUserSchema.omit({ city: true, isAdmin: true }).extend({
  bio: z.string().nullable(),
  memberSince: timestampSchema,
  stats: profileStatsSchema,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const updateProfileSchema = z.object({
  publicName: publicNameSchema,
  bio: z
    .string()
    .trim()
    .max(PROFILE_BIO_MAX, { error: () => profileMessages.bioTooLong })
    .transform((bio) => bio || null)
    .nullable()
    .optional(),
  location: placeSchema.nullable().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** PUT /api/profile/language, and its answer: one of Ronda's languages. */
export const personLanguageSchema = z.object({
  language: z.enum(LOCALES, { error: () => profileMessages.unknownLanguage }),
});
export type PersonLanguage = z.infer<typeof personLanguageSchema>;

/** What anyone may see of a person: never their e-mail or an exact location. */
export const publicProfileSchema = z.object({
  publicName: z.string(),
  displayName: z.string(),
  roleLabel: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  memberSince: timestampSchema,
  stats: profileStatsSchema.pick({
    matesPublished: true,
    matesRented: true,
    reviewsReceived: true,
    ratingAverage: true,
  }),
  mates: z.array(mateSummarySchema),
  /** Published reviews received, newest first (the 20 latest; the stats count them all). */
  reviews: z.array(publicReviewSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicNameParamsSchema = z.object({ publicName: z.string().min(1).max(60) });
