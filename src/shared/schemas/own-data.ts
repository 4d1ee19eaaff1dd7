import * as z from 'zod';
import { ownDataMessages } from '../messages/own-data.js';
import { timestampSchema } from './common.js';

/**
 * The sections of "Descargar mis datos", one per kind of thing Ronda holds about a person. A new table
 * that holds personal data adds its name here and its query in src/server/own-data/own-data.repo.ts.
 */
export const OWN_DATA_SECTIONS = [
  'mates',
  'blockedDays',
  'bookings',
  'conversations',
  'messages',
  'reviewsWritten',
  'reviewsReceived',
  'reports',
  'blocks',
  'contactMessages',
  'notifications',
  'notificationPreferences',
  'outbox',
  'sessions',
  'pushSubscriptions',
  'signInMethods',
] as const;
export type OwnDataSection = (typeof OWN_DATA_SECTIONS)[number];

const rowSchema = z.record(z.string(), z.unknown());
const sectionsShape = Object.fromEntries(OWN_DATA_SECTIONS.map((name) => [name, z.array(rowSchema)])) as {
  [K in OwnDataSection]: z.ZodArray<typeof rowSchema>;
};

/** Everything about the signed-in person: their profile, then one list per section. */
export const ownDataExportSchema = z.object({
  exportedAt: timestampSchema,
  profile: rowSchema,
  ...sectionsShape,
});
export type OwnDataExport = z.infer<typeof ownDataExportSchema>;

/** "Eliminar mi cuenta": the person types their public name (their e-mail if they have none). */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .min(1, { error: () => ownDataMessages.confirmationMismatch })
    .max(320),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** What the person must type to delete their account. */
export const deletionConfirmationOf = (user: { publicName: string | null; email: string }) =>
  user.publicName ?? user.email;

/** Typed text matches its expected value ignoring case and outer spaces. */
export const confirmationMatches = (typed: string, expected: string) =>
  typed.trim().toLocaleLowerCase('es') === expected.trim().toLocaleLowerCase('es');
