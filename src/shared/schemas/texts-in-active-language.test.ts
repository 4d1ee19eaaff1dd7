import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/active-locale.js';
import { loadLanguage } from '../i18n/catalogues/index.js';
import { DEFAULT_LOCALE } from '../i18n/locales.js';
import { unsubscribeQuerySchema, updateNotificationPreferencesSchema } from './notification-preferences.js';
import { reportReasonLabels } from './reports.js';

// The schemas were loaded while Spanish was the language: what they say must follow the language now.
beforeAll(async () => {
  await loadLanguage('en');
  setLocaleSource(() => 'en');
});
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('schema texts in an English request or page', () => {
  it('names the report reasons in English', () => {
    expect(reportReasonLabels()).toEqual({
      inappropriate: 'Inappropriate content',
      fraud: 'Fraud or scam',
      spam: 'Spam',
      other: 'Other',
    });
  });

  it('words the notification settings’ errors in English', () => {
    expect(firstError(updateNotificationPreferencesSchema.safeParse({ preferences: [] }))).toBe(
      'Choose at least one category to change',
    );
    expect(
      firstError(
        updateNotificationPreferencesSchema.safeParse({ preferences: [{ category: 'x', email: true }] }),
      ),
    ).toBe('Choose a category: Messages, Bookings, Reminders or Reviews');
    expect(firstError(unsubscribeQuerySchema.safeParse({ token: 'short' }))).toBe(
      'This unsubscribe link isn’t valid. Choose which emails you get from your profile.',
    );
  });
});
