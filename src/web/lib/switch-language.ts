import { useEffect } from 'react';
import { activeLocale } from '../../shared/i18n/active-locale';
import { LANGUAGE_COOKIE, languageCookie } from '../../shared/i18n/language-cookie';
import type { Locale } from '../../shared/i18n/locales';
import { localizedPath, splitLocalizedPath } from '../../shared/i18n/localized-path';
import { api } from './api';

/** PUT /api/profile/language's body. */
interface LanguageChange {
  language: Locale;
}

/** How long a saving of the language may hold the page back before it moves on anyway. */
const SAVE_WAIT_MS = 3000;

/** Remembers a signed-in person's language in their profile, for the e-mails and pushes they get. */
export function saveLanguage(language: Locale, signal?: AbortSignal): Promise<void> {
  const body: LanguageChange = { language };
  return api<void>('/api/profile/language', { method: 'PUT', json: body, signal });
}

/** The page shown now, with its query and fragment, at its address in `locale`. */
export function pageInLanguage(
  locale: Locale,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  return localizedPath(locale, splitLocalizedPath(pathname + search + hash).path);
}

export interface SwitchTarget {
  document: Pick<Document, 'cookie'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol' | 'assign'>;
  save(language: Locale, signal: AbortSignal): Promise<void>;
}

/**
 * Speaks `next` from now on: the cookie keeps it for the visitor's next pages, a signed-in person's
 * profile keeps it too (a failed or slow save never holds them back: the cookie already carries it),
 * then the same page loads at its address in that language.
 */
export async function switchLanguage(
  next: Locale,
  { signedIn }: { signedIn: boolean },
  { document, location, save }: SwitchTarget = {
    document: window.document,
    location: window.location,
    save: saveLanguage,
  },
): Promise<void> {
  document.cookie = languageCookie(next, { secure: location.protocol === 'https:' });
  if (signedIn) await save(next, AbortSignal.timeout(SAVE_WAIT_MS)).catch(() => undefined);
  location.assign(pageInLanguage(next, location));
}

/**
 * A person's language follows them to a new device: signed in where no language was chosen yet (no
 * cookie), a page in another language than their profile's moves to theirs, once; after that the
 * device's own choice stands.
 */
export function useProfileLanguage(language: Locale | null): void {
  useEffect(() => {
    if (!language || language === activeLocale()) return;
    if (document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))) return;
    void switchLanguage(language, { signedIn: false });
  }, [language]);
}
