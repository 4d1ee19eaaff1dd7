import * as z from 'zod';
import { notificationPreferenceMessages as m } from '../messages/notification-preferences.js';

/** What a person can choose to hear about beyond the tab, each with its own switches. */
export const NOTIFICATION_CATEGORIES = ['messages', 'bookings', 'reminders', 'reviews'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES, { error: () => m.invalidCategory });

export const notificationPreferenceSchema = z.object({
  category: notificationCategorySchema,
  /** Whether its news also arrive by e-mail (on unless the person turned it off). */
  email: z.boolean({ error: () => m.invalidChoice }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every category, in the order /perfil shows them. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The categories to change (the rest stay as they are). */
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema, { error: () => m.emptyChange })
    .min(1, { error: () => m.emptyChange })
    .max(NOTIFICATION_CATEGORIES.length, { error: () => m.emptyChange }),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesSchema>;

/** The signed token of an e-mail's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: () => m.invalidToken })
    .min(10, { error: () => m.invalidToken })
    .max(400, { error: () => m.invalidToken }),
});

/** The category a link stops e-mails of, and whether they are still on. */
export const unsubscribeStateSchema = z.object({
  category: notificationCategorySchema,
  email: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
